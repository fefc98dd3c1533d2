import Foundation
import TestSupport

/// A design whose photo blurs by keyframes (10 pt pulled to 0 at rest), with its photo copied
/// beside it: the UIKit export's blur is checked on it as text and run against the stand-in.
enum BlurredPhotoDesign {
    static func write(in folder: TemporaryFolder) throws -> String {
        try FileManager.default.copyItem(atPath: CLI.repositoryRoot.appendingPathComponent("Resources/header.jpg").path,
                                         toPath: folder.file("photo.jpg"))
        return try folder.write("blurred.json", #"""
            {"name": "blurred", "scroll": {"contentInsetTop": 260},
             "layers": [{"id": "photo", "kind": "image", "image": "photo.jpg", "x": 0, "y": 0, "width": "W", "height": "max(44, -offset)",
                         "blur": {"offset": [-410, -260], "value": [10, 0]}}]}
            """#)
    }
}
