import Foundation
import Testing

/// `--device` on `stretchy replay`: every sidecar names the device, its safe area (Apple's
/// iPhone 15 figures: 59 / 34) and the appearance; `stretchy devices` lists the catalogue.
@Suite struct DeviceCLITests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    @Test func replayOnAnIPhone15WritesTheDeviceInEverySidecar() throws {
        let script = try folder.write("s.json", """
        {"design": "seed004", "duration_ms": 600, "events": [
          {"t": 0, "type": "screenshot", "name": "rest"},
          {"t": 100, "type": "key", "key": "end"},
          {"t": 590, "type": "screenshot", "name": "end"}
        ]}
        """)
        let outcome = try CLI.run(["replay", script, "--out", folder.file("out"), "--device", "iphone-15", "--appearance", "dark"])
        #expect(outcome.status == 0 && !outcome.crashed, "stderr: \(outcome.stderr)")
        for name in ["rest", "end"] {
            let data = try Data(contentsOf: URL(fileURLWithPath: folder.file("out/\(name).json")))
            let sidecar = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(sidecar["device"] as? String == "iphone-15")
            let safeArea = sidecar["safe_area"] as? [String: Double]
            #expect(safeArea?["top"] == 59 && safeArea?["bottom"] == 34)
            #expect(sidecar["appearance"] as? String == "dark")
            let viewport = sidecar["viewport"] as? [String: Double]
            #expect(viewport?["width"] == 393 && viewport?["height"] == 852)
        }
    }

    @Test func devicesListsTheCatalogue() throws {
        let outcome = try CLI.run(["devices"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("iphone-15  393×852 pt  safe area top 59 bottom 34"))
        #expect(outcome.stdout.contains("iphone-16-pro  402×874 pt  safe area top 62 bottom 34"))
        let script = try folder.write("s.json", #"{"design": "seed004", "events": []}"#)
        let bad = try CLI.run(["replay", script, "--out", folder.file("o"), "--device", "nokia"])
        #expect(bad.status == 1 && bad.stderr.contains("unknown device 'nokia'"))
    }
}
