import HeaderKit

/// A `tabs` layer's underline strip in UIKit as its own small control, as the tool draws it
/// (`HeaderScreen.drawUnderlineTabs`): equal cells of 15-pt semibold titles (the selected one
/// `label`, the others `secondaryLabel`) on `systemBackground`, a hairline under them, and a
/// 4-pt `systemBlue` indicator as wide as the selected title (at most the cell less 8 pt) that
/// slides to a tapped title. It keeps `UISegmentedControl`'s `selectedSegmentIndex` and sends
/// `.valueChanged`, so the tab switch reads it as it reads a segmented control; a design that
/// says `"style": "segmented"` still gets a `UISegmentedControl`.
extension UIKitExport {
    /// Whether `layer` is drawn as the underline strip (not a segmented control).
    static func isUnderlineStrip(_ layer: DesignLayer) -> Bool {
        if case .segmented = layer.kind { return layer.tabStrip == .underline }
        return false
    }

    var tabStripView: (type: String, lines: [String]) {
        let type = "\(code.typeName)TabStrip"
        return (type, [
            "/// The design's underline tab strip: titles over a sliding indicator as wide as the selected title.",
            "final class \(type): UIControl {",
            "    private let titles: [String]",
            "    private let buttons: [UIButton]",
            "    private let hairline = UIView()",
            "    private let indicator = UIView()",
            "    private let font = UIFont.systemFont(ofSize: 15, weight: .semibold)",
            "    var selectedSegmentIndex = 0 { didSet { updateTitles(); setNeedsLayout() } }",
            "    init(titles: [String]) {",
            "        self.titles = titles",
            "        buttons = titles.map { _ in UIButton(type: .custom) }",
            "        super.init(frame: .zero)",
            "        backgroundColor = .systemBackground",
            "        for (index, button) in buttons.enumerated() {",
            "            button.setTitle(titles[index], for: .normal)",
            "            button.titleLabel?.font = font",
            "            button.addAction(UIAction { [weak self] _ in self?.select(index) }, for: .primaryActionTriggered)",
            "            addSubview(button)",
            "        }",
            "        hairline.backgroundColor = .separator",
            "        indicator.backgroundColor = .systemBlue",
            "        indicator.layer.cornerRadius = 2",
            "        addSubview(hairline)",
            "        addSubview(indicator)",
            "        updateTitles()",
            "    }",
            "    required init?(coder: NSCoder) { fatalError(\"init(coder:) is not used\") }",
            "    private func select(_ index: Int) {",
            "        guard index != selectedSegmentIndex else { return }",
            "        selectedSegmentIndex = index",
            "        UIView.animate(withDuration: 0.25) { self.layoutIfNeeded() }",
            "        sendActions(for: .valueChanged)",
            "    }",
            "    private func updateTitles() {",
            "        for (index, button) in buttons.enumerated() {",
            "            button.setTitleColor(index == selectedSegmentIndex ? .label : .secondaryLabel, for: .normal)",
            "        }",
            "    }",
            "    override func layoutSubviews() {",
            "        super.layoutSubviews()",
            "        let cell = bounds.width / CGFloat(max(1, buttons.count))",
            "        for (index, button) in buttons.enumerated() {",
            "            button.frame = CGRect(x: CGFloat(index) * cell, y: 0, width: cell, height: bounds.height)",
            "        }",
            "        hairline.frame = CGRect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5)",
            "        guard titles.indices.contains(selectedSegmentIndex) else { return }",
            "        let titleWidth = (titles[selectedSegmentIndex] as NSString).size(withAttributes: [.font: font]).width",
            "        let width = min(cell - 8, titleWidth)",
            "        indicator.frame = CGRect(x: (CGFloat(selectedSegmentIndex) + 0.5) * cell - width / 2, y: bounds.height - 4, width: width, height: 4)",
            "    }",
            "}"])
    }
}
