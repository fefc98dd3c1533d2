import Testing
import HeaderKit
import ScrollCore
@testable import Review
@testable import StretchyKit
import TestSupport

extension ReviewPictureTests {
    @Suite struct OverlayPlotTests {
        @Test func twoTracesGetTwoColoursOnCommonAxes() throws {
            let slow = try SyntheticTrace.decay(endMs: 2000, source: "slow.csv")
            let fast = try SyntheticTrace.decay(stepMs: 5, endMs: 800, source: "fast.csv")
            for withHeights in [false, true] {
                let plot = OverlayPlot(traces: [.init(slow), .init(fast, label: "fast preset")], includesHeaderHeight: withHeights)
                let scene = plot.scene(), panel = plot.layout.panel
                let curves = scene.lines.filter { $0.clip == panel.rect }
                #expect(Set(curves.map(\.color)) == [PlotPalette.trace(0), PlotPalette.trace(1)])
                #expect(curves.allSatisfy { panel.rect.holds($0.from) && panel.rect.holds($0.to) })
                #expect(panel.x.lower == 0 && panel.x.upper == 2000)
                // The short trace ends at 800 ms on the shared time axis.
                let fastEnd = curves.filter { $0.color == PlotPalette.trace(1) }.map(\.to.x).max()!
                #expect(abs(fastEnd - (panel.rect.minX + 0.4 * panel.rect.width)) < 0.01)
                let strings = scene.texts.map(\.string)
                #expect(strings.contains("slow.csv") && strings.contains("fast preset"))
                #expect(strings.contains("header_height") == withHeights)
                #expect(scene.allCoordinatesFinite)
            }
        }
    }

    @Suite struct ContactSheetTests {
        static let sizes = [Size(width: 390, height: 844), Size(width: 800, height: 600), Size(width: 1000, height: 1000),
                            Size(width: 1170, height: 2532), Size(width: 390, height: 844)]

        @Test func fiveShotsMakeAThreeColumnGridOfFittedImages() {
            let sheet = ContactSheet(title: "Screenshots — bounce", screenshots: Self.sizes.enumerated().map {
                (pixelSize: $1, captionLines: ["shot-0\($0).png", "t = \($0 * 100) ms", "preset stretch"])
            })
            #expect(sheet.columns == 3)
            let scene = sheet.scene(), layout = sheet.layout
            #expect(scene.size == layout.size)
            let images = scene.images
            #expect(images.map(\.ref) == (0..<5).map { ImageRef.photo($0) })

            for (index, image) in images.enumerated() {
                let pixels = Self.sizes[index], cell = layout.cells[index]
                #expect(image.source == Rect(x: 0, y: 0, width: pixels.width, height: pixels.height))
                let d = image.destination
                #expect(abs(d.width / d.height - pixels.width / pixels.height) < 1e-9, "aspect kept")
                #expect(cell.imageBox.holds(d.origin) && cell.imageBox.holds(Point(x: d.maxX, y: d.maxY)))
                // Fitted: touches the box on at least one axis.
                #expect(abs(d.width - cell.imageBox.width) < 1e-9 || abs(d.height - cell.imageBox.height) < 1e-9)
                #expect(d.maxX <= scene.size.width && d.maxY <= scene.size.height)
                // Captions sit below the image, inside the cell's column, first one bold.
                let captions = scene.texts.filter { $0.string.hasPrefix("shot-0\(index)") || ($0.frame.minX == cell.frame.minX && $0.frame.minY >= cell.captionTop && $0.frame.maxY <= cell.frame.maxY + 0.01) }
                #expect(captions.count == 3)
                #expect(captions.allSatisfy { $0.frame.minY >= d.maxY && $0.frame.minX >= cell.frame.minX && $0.frame.maxX <= cell.frame.maxX })
                #expect(captions.first { $0.string.hasPrefix("shot") }?.style.weight == .bold)
            }
            // Three columns, two rows.
            #expect(Set(layout.cells.map(\.frame.minX)).count == 3)
            #expect(Set(layout.cells.map(\.frame.minY)).count == 2)
            #expect(layout.cells[3].frame.minX == layout.cells[0].frame.minX)
            for i in layout.cells.indices {
                for j in layout.cells.indices where j > i {
                    #expect(layout.cells[i].frame.intersection(layout.cells[j].frame).isEmpty)
                }
            }
            let title = scene.texts.first { $0.string == "Screenshots — bounce" }!
            #expect(images.allSatisfy { $0.destination.minY > title.frame.maxY })
        }

        /// A physics line wider than its cell wraps at spaces into more caption lines, every word
        /// whole, and the cell grows to hold them (it used to lose its middle to "…").
        @Test func longCaptionLinesWrapAtSpacesWithEveryWordWhole() {
            let physics = "deceleration rate 0.99/ms (default 0.998), bounces off (default on), paging enabled off"
            let sheet = ContactSheet(title: "wrap", screenshots: (0..<6).map { _ in (pixelSize: Size(width: 390, height: 844), captionLines: ["shot", physics]) },
                                     columns: 6, width: 1200)
            let scene = sheet.scene(), cell = sheet.layout.cells[0]
            let lines = scene.texts.filter { $0.frame.minX == cell.frame.minX && $0.frame.minY >= cell.captionTop && $0.string != "shot" }
            #expect(lines.count > 1, "\(lines.map(\.string))")
            #expect(lines.map(\.string).joined(separator: " ") == physics, "no word cut or lost")
            #expect(!lines.contains { $0.string.contains("…") })
            #expect(lines.allSatisfy { $0.frame.maxY <= cell.frame.maxY + 0.01 })
        }

        @Test func defaultColumnsAreTheCeilingSquareRootCappedAtSix() {
            #expect([0, 1, 2, 4, 5, 9, 10, 36, 40].map(ContactSheet.defaultColumns) == [1, 1, 2, 2, 3, 3, 4, 6, 6])
        }

        @Test func emptyOrSizelessShotsStayFinite() {
            let empty = ContactSheet(title: "none", shots: []).scene()
            #expect(empty.texts.contains { $0.string == "no screenshots" } && empty.allCoordinatesFinite)
            let sizeless = ContactSheet(title: "x", screenshots: [(pixelSize: .zero, captionLines: ["a"])]).scene()
            #expect(sizeless.images.isEmpty && sizeless.allCoordinatesFinite)
        }
    }
}

@Suite struct ContactSheetPagesTests {
    @Test func pagesHoldAtMost48ShotsAndNameTheirFiles() {
        let single = ContactSheetPages(shotCount: 48)
        #expect(single.count == 1 && single.fileName(ofPage: 0) == "contact-sheet.png")
        #expect(single.title("run", page: 0) == "run")
        let paged = ContactSheetPages(shotCount: 1000)
        #expect(paged.count == 21)
        #expect(paged.shots(onPage: 0) == 0..<48 && paged.shots(onPage: 20) == 960..<1000)
        #expect(paged.fileName(ofPage: 20) == "contact-sheet-21.png")
        #expect(paged.title("run", page: 1) == "run · page 2 of 21 (shots 49–96)")
        #expect(ContactSheetPages(shotCount: 0).count == 1)
    }

    @Test func recognisesEverySheetFileAndNothingElse() {
        for name in ["contact-sheet.png", "contact-sheet-1.png", "contact-sheet-21.png"] {
            #expect(ContactSheetPages.isSheetFileName(name), "\(name)")
        }
        for name in ["contact-sheet-.png", "contact-sheet-a.png", "contact-sheet.json", "my-contact-sheet.png", "contact-sheets.png"] {
            #expect(!ContactSheetPages.isSheetFileName(name), "\(name)")
        }
    }
}
