import HeaderKit
import ScrollCore

/// What `K` shows: an iPhone keyboard (QWERTY, 336 pt with the suggestion bar) sliding up with the
/// bottom inset it adds, so a designer sees what the keyboard covers. A plain key grid in
/// UIKit's light or dark keyboard colours; nothing is typed.
enum SimulatedKeyboard {
    static let rows = ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"]

    /// Appends the keyboard with `visibleHeight` of its 336 pt showing at the bottom of `scene`.
    static func append(to scene: inout Scene, visibleHeight: Double, dark: Bool) {
        guard visibleHeight > 0.5 else { return }
        let size = scene.size
        let top = size.height - visibleHeight
        let clip = Rect(x: 0, y: top, width: size.width, height: visibleHeight)
        let background = dark ? Color(43, 43, 43) : Color(209, 211, 217)
        let key = dark ? Color(107, 107, 107) : .white, special = dark ? Color(70, 70, 70) : Color(172, 176, 187)
        let label = TextStyle(size: 22, weight: .regular, color: dark ? .white : .black)
        scene.append(.fill(clip, background, cornerRadius: 0, clip: clip))
        // Suggestion bar (44 pt), then four rows of 42 pt keys with 12 pt gaps, 6 pt apart across.
        let keyWidth = (size.width - 3 - 9 * 6 - 3) / 10, keyHeight = 42.0
        var y = top + 44 + 8
        for (index, letters) in rows.enumerated() {
            let count = Double(letters.count)
            var x = (size.width - count * keyWidth - (count - 1) * 6) / 2
            if index == 2 {
                scene.append(.fill(Rect(x: 3, y: y, width: keyWidth * 1.35, height: keyHeight), special, cornerRadius: 5, clip: clip))
                scene.append(.fill(Rect(x: size.width - 3 - keyWidth * 1.35, y: y, width: keyWidth * 1.35, height: keyHeight), special,
                                   cornerRadius: 5, clip: clip))
            }
            for letter in letters {
                let frame = Rect(x: x, y: y, width: keyWidth, height: keyHeight)
                scene.append(.fill(frame, key, cornerRadius: 5, clip: clip))
                scene.append(.text(String(letter), style: label, frame: Rect(x: frame.minX, y: frame.minY + 8, width: frame.width, height: 26),
                                   alignment: .center, lineBreak: .none, alpha: 1, clip: clip))
                x += keyWidth + 6
            }
            y += keyHeight + 12
        }
        let small = TextStyle(size: 16, weight: .regular, color: label.color)
        let bottom: [(String, Double, Color)] = [("123", keyWidth * 2.5, special), ("space", size.width - 6 - 2 * keyWidth * 2.5 - 12, key),
                                                  ("return", keyWidth * 2.5, special)]
        var x = 3.0
        for (text, width, color) in bottom {
            let frame = Rect(x: x, y: y, width: width, height: keyHeight)
            scene.append(.fill(frame, color, cornerRadius: 5, clip: clip))
            scene.append(.text(text, style: small, frame: Rect(x: frame.minX, y: frame.minY + 11, width: frame.width, height: 20),
                               alignment: .center, lineBreak: .none, alpha: 1, clip: clip))
            x += width + 6
        }
    }
}
