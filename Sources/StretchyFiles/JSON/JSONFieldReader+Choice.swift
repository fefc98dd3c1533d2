import StretchyKit

extension JSONFieldReader {
    /// One of an enum's names (`"vertical"`, `"underline"`), `fallback` when absent; an unknown
    /// name is refused with every known one.
    func choice<T: RawRepresentable & CaseIterable>(_ value: JSONValue?, at path: String, default fallback: T)
        throws(StretchyError) -> T where T.RawValue == String {
        guard let value else { return fallback }
        let text = try string(value, at: path)
        guard let result = T(rawValue: text) else {
            throw fail(path, "unknown value '\(text)' (known: \(T.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return result
    }
}
