import Testing
import ScrollCore
@testable import HeaderKit

@Suite struct SectionImagesTests {
    let images = ImageTable(paths: ["b.jpg", "a.jpg"], sizes: [Size(width: 30, height: 40), Size(width: 10, height: 20)])

    func table() -> SectionImages {
        let rows = [ListContent.Row(title: "a", fields: ["image": "a.jpg"]),
                    ListContent.Row(title: "b", fields: ["image": "missing.jpg"]),
                    ListContent.Row(title: "c"),
                    ListContent.Row(title: "d", fields: ["image": "b.jpg", "detail": "1.2K"])]
        return SectionImages(sections: [ContentSection(style: .grid, items: .generated(count: 5)),
                                        ContentSection(style: .grid, items: .rows(rows))],
                             indices: ["b.jpg": 0, "a.jpg": 1])
    }

    @Test func eachItemFindsTheImageItsRowNames() {
        let table = table()
        #expect(table.image(section: 1, item: 0, in: images)?.ref == 1)
        #expect(table.image(section: 1, item: 0, in: images)?.size == Size(width: 10, height: 20))
        #expect(table.image(section: 1, item: 3, in: images)?.ref == 0)
        #expect(table.image(section: 1, item: 3, in: images)?.size == Size(width: 30, height: 40))
    }

    @Test func noImageWhereTheRowNamesNoneOrAFileNotLoaded() {
        let table = table()
        #expect(table.image(section: 1, item: 1, in: images) == nil)  // not among the loaded images
        #expect(table.image(section: 1, item: 2, in: images) == nil)  // no image field
        #expect(table.image(section: 0, item: 0, in: images) == nil)  // generated rows have none
        #expect(table.image(section: 1, item: 4, in: images) == nil)  // past the section's items
        #expect(table.image(section: 2, item: 0, in: images) == nil)  // no such section
        #expect(table.image(section: -1, item: 0, in: images) == nil)
    }

    @Test func aSectionHasDetailsWhenAnyOfItsRowsHasOne() {
        let table = table()
        #expect(!table.hasDetails(section: 0))
        #expect(table.hasDetails(section: 1))
        #expect(!table.hasDetails(section: 2))
    }
}
