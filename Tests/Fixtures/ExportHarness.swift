// Runs an exported view controller against a replay's trace: for every row of trace.csv (written
// with --trace-layers), sets contentOffset.y, calls scrollViewDidScroll(_:), and prints each
// layer view's untransformed frame in the controller's view and its alpha, as trace.csv does.
// Arguments: the viewport and safe area the trace was replayed at (a device's, or 390 × 844 without one).
import UIKit

func runExport(_ controller: UIViewController, didScroll: (UIScrollView) -> Void, tracePath: String, width: CGFloat, height: CGFloat,
               safeTop: CGFloat = 0, safeBottom: CGFloat = 0) {
    controller.view.frame = CGRect(x: 0, y: 0, width: width, height: height)
    // A device's safe area, as UIKit sets it before the first layout.
    controller.view.safeAreaInsets = UIEdgeInsets(top: safeTop, left: 0, bottom: safeBottom, right: 0)
    controller.viewDidLoad()
    controller.viewDidLayoutSubviews()
    guard let text = try? String(contentsOfFile: tracePath, encoding: .utf8) else { fatalError("cannot read \(tracePath)") }
    let lines = text.split(separator: "\n").map(String.init)
    let header = lines[0].split(separator: ",").map(String.init)
    // Layer ids in trace order: columns named ID.x.
    let ids = header.filter { $0.hasSuffix(".x") && $0.contains(".") }.map { String($0.dropLast(2)) }
    var views: [String: UIView] = [:]
    func collect(_ view: UIView) {
        if let id = view.accessibilityIdentifier, id.hasPrefix("layer.") { views[String(id.dropFirst(6))] = view }
        view.subviews.forEach(collect)
    }
    collect(controller.view)
    let scroll = UIScrollView()
    let offsetColumn = header.firstIndex(of: "offset_y")!
    print(ids.flatMap { id in ["x", "y", "width", "height", "alpha"].map { "\(id).\($0)" } }.joined(separator: ","))
    for line in lines.dropFirst() {
        let fields = line.split(separator: ",", omittingEmptySubsequences: false)
        scroll.contentOffset = CGPoint(x: 0, y: CGFloat(Double(fields[offsetColumn])!))
        didScroll(scroll)
        var row: [String] = []
        for id in ids {
            guard let view = views[id] else { fatalError("no view for layer \(id)") }
            var frame = view.frame
            var parent = view.superview
            while let p = parent, p !== controller.view {
                frame.origin.x += p.frame.origin.x
                frame.origin.y += p.frame.origin.y
                parent = p.superview
            }
            row += [frame.minX, frame.minY, frame.width, frame.height, view.alpha].map { String(Double($0)) }
        }
        print(row.joined(separator: ","))
    }
}

// Which layer takes a touch, as UIKit's hit-testing decides: at every `step` points of the view,
// at every tenth row of the trace, prints the offset and then, for each point that a layer (not
// the list) takes, `ID@x,y`. A layer is named by its view's accessibilityIdentifier
// (`layer.ID`, or `button.ID` for the button over it); a hit on the root view itself prints `view`.
func runHits(_ controller: UIViewController, didScroll: (UIScrollView) -> Void, tracePath: String, width: CGFloat, height: CGFloat,
             step: CGFloat = 10) {
    controller.view.frame = CGRect(x: 0, y: 0, width: width, height: height)
    controller.viewDidLoad()
    controller.viewDidLayoutSubviews()
    guard let text = try? String(contentsOfFile: tracePath, encoding: .utf8) else { fatalError("cannot read \(tracePath)") }
    let lines = text.split(separator: "\n").map(String.init)
    let offsetColumn = lines[0].split(separator: ",").map(String.init).firstIndex(of: "offset_y")!
    let scroll = UIScrollView()
    func owner(_ view: UIView) -> String? {
        var v: UIView? = view
        while let current = v, current !== controller.view {
            if current is UITableView || current is UICollectionView { return nil }
            if let id = current.accessibilityIdentifier, let dot = id.firstIndex(of: "."), ["layer", "button"].contains(id[..<dot]) {
                return String(id[id.index(after: dot)...])
            }
            v = current.superview
        }
        return "view"
    }
    for (index, line) in lines.dropFirst().enumerated() where index % 10 == 0 {
        let fields = line.split(separator: ",", omittingEmptySubsequences: false)
        scroll.contentOffset = CGPoint(x: 0, y: CGFloat(Double(fields[offsetColumn])!))
        didScroll(scroll)
        var row = [String(fields[offsetColumn])]
        var y = step / 2
        while y < height {
            var x = step / 2
            while x < width {
                if let hit = controller.view.hitTest(CGPoint(x: x, y: y), with: nil), let name = owner(hit) { row.append("\(name)@\(x),\(y)") }
                x += step
            }
            y += step
        }
        print(row.joined(separator: ";"))
    }
}

/// What a tabbed export offers a harness: its tab switch, the offset where the strip pins, its data
/// source, and (written by the harness per controller) its tab's item sizes at a width.
protocol TabbedExport: UIViewController {
    var collectionView: UICollectionView { get }
    var selectedTab: Int { get }
    func switchTab(to tab: Int)
    func tabPinOffset() -> CGFloat
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func itemSizes(width: CGFloat) -> [CGSize]
}

/// Prints `pin,P`, then per tab (switched to with the header showing) `tab,T,shown,offset before,
/// offset after,items per section…` (every section of the collection view: the spaces and shared
/// sections first) and `sizes,T,W×H…` (each of the tab's sections' item size at the view's width),
/// then `offset,TAB,Y` after each switch of the tab rules' walk: tab 0 left at P + 200, tab 1 at
/// P + 80, each visited again, then the header shown (P − 30) and the strip pinned again (P + 10)
/// before a switch.
func runTabs(_ c: any TabbedExport, tabs: Int, width: CGFloat, height: CGFloat) {
    c.view.frame = CGRect(x: 0, y: 0, width: width, height: height)
    c.viewDidLoad()
    c.viewDidLayoutSubviews()
    let pin = c.tabPinOffset()
    print("pin,\(pin)")
    func scroll(to y: CGFloat) { c.collectionView.contentOffset.y = y; c.scrollViewDidScroll(c.collectionView) }
    for tab in (0..<tabs).reversed() {
        let before = c.collectionView.contentOffset.y
        c.switchTab(to: tab)
        let items = (0..<c.numberOfSections(in: c.collectionView)).map { String(c.collectionView(c.collectionView, numberOfItemsInSection: $0)) }
        print((["tab", "\(tab)", "\(c.selectedTab)", "\(before)", "\(c.collectionView.contentOffset.y)"] + items).joined(separator: ","))
        print((["sizes", "\(tab)"] + c.itemSizes(width: width).map { "\(Double($0.width))x\(Double($0.height))" }).joined(separator: ","))
    }
    func switchTab(_ tab: Int) { c.switchTab(to: tab); print("offset,\(c.selectedTab),\(c.collectionView.contentOffset.y)") }
    scroll(to: pin + 200); switchTab(1)
    scroll(to: pin + 80); switchTab(0); switchTab(1)
    scroll(to: pin - 30); switchTab(0)
    scroll(to: pin + 10); switchTab(1)
}
