import Foundation
import Testing
import TestSupport

/// Issue 44: `stretchy review`'s page links each phone to its own share page ("Try it": a link,
/// not an iframe, as iOS throttles frames in cross-origin iframes), written by `stretchy share`'s
/// code with the phone's design, device and parameters.
@Suite struct ReviewTryItTests {
    /// A short pull on iPhone 15: enough frames for a video, little to encode.
    static let script = """
    {"device": "iphone-15", "duration_ms": 300, "events": [
      {"t": 50, "type": "drag", "from": [196, 300], "to": [196, 400], "duration_ms": 100, "hz": 120}
    ]}
    """

    /// The JSON a share page embeds under `id`.
    func embedded(_ html: String, _ id: String) throws -> [String: Any] {
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"\(id)\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        return try #require(try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
    }

    @Test func eachComparedPhoneLinksToItsOwnSharePage() throws {
        let folder = try TemporaryFolder()
        let script = try folder.write("pull.json", Self.script)
        let config = try folder.write("slow.json", #"{"design": "seed004", "decelerationRate": 0.999}"#)
        let out = folder.file("review")
        let made = try CLI.run(["review", script, "--out", out, "--compare", "seed003", config, "--scale", "0.5"])
        #expect(made.status == 0, "\(made.stderr)")
        let html = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(!html.contains("<iframe"), "a link, not an iframe")
        for (folderName, design) in [("a-seed003", "seed003"), ("b-slow", "seed004")] {
            let link = "\(folderName)/share/index.html"
            #expect(html.contains("<a class=\"try\" href=\"\(link)\">Try it</a>"), "no Try it link to \(link)")
            let page = try String(contentsOfFile: out + "/" + link, encoding: .utf8)
            #expect(page.contains("window.stretchyPlayer"), "\(link) is not a share page")
            #expect(try embedded(page, "stretchy-design")["name"] as? String == design)
            let options = try embedded(page, "stretchy-options")
            #expect(options["device"] as? String == "iphone-15")
            // The config's parameter travels with its phone only.
            let params = options["params"] as? [String: Double] ?? [:]
            #expect((params["decelerationRate"] == 0.999) == (design == "seed004"), "\(link): \(params)")
        }
    }
}
