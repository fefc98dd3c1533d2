/// The one reading of on/off text, wherever a user types a toggle (the panel, `--chrome`,
/// `export-code --params`, config values): on/off, true/false, yes/no, 1/0, in any case.
public enum OnOff {
    public static func parse(_ text: String) -> Bool? {
        switch String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()).lowercased() {
        case "on", "true", "yes", "1": true
        case "off", "false", "no", "0": false
        default: nil
        }
    }
}
