import HeaderKit

/// A `tabs` layer's underline strip in SwiftUI as its own small view, as the tool draws it
/// (`HeaderScreen.drawUnderlineTabs`, and `UIKitTabStripCode` in UIKit): equal cells of 15-pt
/// semibold titles (the selected one `label`, the others `secondaryLabel`) on `systemBackground`,
/// a hairline under them, a 4-pt `systemBlue` indicator under the selected title as wide as it (at
/// most the cell less 8 pt). It binds the same selection a segmented `Picker` would; a design that
/// says `"style": "segmented"` keeps the Picker.
extension SwiftUIExport {
    /// The strip's view for `layer`, bound to its selection.
    func tabStrip(_ layer: DesignLayer, titles: [String]) -> String {
        "\(code.typeName)TabStrip(titles: [\(titles.map(code.literal).joined(separator: ", "))], selection: $\(code.identifier(layer))Selection)"
    }

    /// The strip's type, when the design has an underline strip.
    var tabStripType: [String] {
        guard code.design.layers.contains(where: UIKitExport.isUnderlineStrip) else { return [] }
        let type = "\(code.typeName)TabStrip"
        return ["",
                "/// The design's underline tab strip: titles over an indicator as wide as the selected title.",
                "struct \(type): View {",
                "    let titles: [String]",
                "    @Binding var selection: Int",
                "    var body: some View {",
                "        HStack(spacing: 0) {",
                "            ForEach(titles.indices, id: \\.self) { index in",
                "                Button(action: { selection = index }) {",
                "                    Text(verbatim: titles[index]).font(.system(size: 15, weight: .semibold)).lineLimit(1)",
                "                        .foregroundStyle(index == selection ? Color(uiColor: .label) : Color(uiColor: .secondaryLabel))",
                "                        .frame(maxWidth: .infinity, maxHeight: .infinity)",
                "                }",
                "                .overlay(alignment: .bottom) {",
                "                    if index == selection {",
                "                        // As wide as the title, at most the cell less 8 pt.",
                "                        Text(verbatim: titles[index]).font(.system(size: 15, weight: .semibold)).lineLimit(1).hidden()",
                "                            .frame(height: 4)",
                "                            .overlay(RoundedRectangle(cornerRadius: 2).fill(Color(uiColor: .systemBlue)))",
                "                            .padding(.horizontal, 4)",
                "                    }",
                "                }",
                "            }",
                "        }",
                "        .background(Color(uiColor: .systemBackground))",
                "        .overlay(alignment: .bottom) { Rectangle().fill(Color(uiColor: .separator)).frame(height: 0.5) }",
                "    }",
                "}"]
    }
}
