import HeaderKit
import ScrollCore
@testable import StretchyFiles
import Testing

/// Colour names against Apple's published values (HIG "Color", iOS 17), and the message for a
/// misspelt one.
@Suite struct DesignColorTests {
    @Test(arguments: [("systemIndigo", Color(88, 86, 214), Color(94, 92, 230)),
                      ("systemTeal", Color(48, 176, 199), Color(64, 200, 224)),
                      ("tertiarySystemBackground", Color(255, 255, 255), Color(44, 44, 46)),
                      ("systemFill", Color(120, 120, 128, 51), Color(120, 120, 128, 92)),  // 20 % / 36 % of 255
                      ("#336699", Color(0x33, 0x66, 0x99), Color(0x33, 0x66, 0x99))])
    func namesAndHexHaveTheirLightAndDarkValues(name: String, light: Color, dark: Color) throws {
        let color = try #require(DesignColor.parse(name))
        #expect(color.resolved(.light) == light && color.resolved(.dark) == dark)
    }

    @Test func aMisspeltNameSuggestsTheNearestAndStaysShort() {
        #expect(DesignColor.parse("systemIndgo") == nil)
        let hint = DesignColor.hint(for: "systemIndgo")
        #expect(hint.hasPrefix("did you mean 'systemIndigo'? "), "\(hint)")
        #expect(hint.count < 160)
        #expect(!DesignColor.hint(for: "zzzzzzzz").contains("did you mean"))
    }
}
