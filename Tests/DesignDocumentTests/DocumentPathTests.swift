import DesignDocument
import Testing

@Suite struct DocumentPathTests {
    @Test func dottedPathsParseToTheirComponents() {
        #expect(DocumentPath(parsing: "layers['avatar'].y")?.components == [.member("layers"), .id("avatar"), .member("y")])
        #expect(DocumentPath(parsing: "layers[2].y")?.components == [.member("layers"), .element(2), .member("y")])
        #expect(DocumentPath(parsing: "parameters.heroHeight.default")?.components == [.member("parameters"), .member("heroHeight"), .member("default")])
        #expect(DocumentPath(parsing: "layers[\"bar\"]")?.components == [.member("layers"), .id("bar")])
        #expect(DocumentPath(parsing: "")?.components == [])
        for broken in ["layers[", "a..b", "a.", "layers[-1]", "layers[x]"] { #expect(DocumentPath(parsing: broken) == nil, "\(broken)") }
    }

    @Test func aPathReadsBackAsWritten() {
        for text in ["layers['avatar'].y", "layers[2].y", "parameters.heroHeight.default"] {
            #expect(DocumentPath(parsing: text)?.description == text)
        }
    }
}
