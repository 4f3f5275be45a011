import Foundation

extension HUDOptions {
    /// The options with invalid values replaced: a negative or NaN ``duration`` becomes `0` (the presentation
    /// dismisses as soon as it has appeared); `.infinity` stays and means "until dismissed".
    ///
    /// ```swift
    /// HUDOptions(duration: -1).sanitized.duration // 0
    /// ```
    public var sanitized: HUDOptions {
        var copy = self
        if let duration, duration.isNaN || duration < 0 { copy.duration = 0 }
        return copy
    }
}
