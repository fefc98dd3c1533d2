import Foundation
import Testing
import TestSupport

/// Before iOS 18 the SwiftUI export follows the scroll through a preference: the list must set it
/// (a key only read would leave every layer at its resting place), and the offset read from it
/// is UIKit's contentOffset.y: minus the rows' top in the scroll view (insetTop at rest).
@Suite struct ExportCodeSwiftUIOffsetTests {
    @Test func theListReportsItsTopForTheOffsetBeforeIOS18() throws {
        for design in ExportRun.shippedDesigns {
            let run = try ExportRun.shipped(design, "swiftui")
            #expect(run.stdout.contains("Color.clear.preference(key: ListTopKey.self, value: geometry.frame(in: .named(\"list\")).minY)"),
                    "\(design): the list sets the preference")
            #expect(run.stdout.contains("listTop(height: rowsTop)"), "\(design): from the space above the first row")
            #expect(run.stdout.contains(".onPreferenceChange(ListTopKey.self) { top in offsetY = -top }"), "\(design): offset = -top")
        }
    }
}
