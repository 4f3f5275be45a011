import Foundation

// A progress HUD keeps one width from 0 % to 100 %: its status is measured with room for the widest percentage,
// so the bezel never jumps as digits arrive ("9%" → "10%" → "100%").
extension HUDLayout {
    /// The digits a percentage is measured with: `3`, the digits of "100".
    public static let reservedPercentDigits = 3

    /// `status` with every number that a percent sign follows ("%" or the Arabic "٪", a space between allowed)
    /// written with ``reservedPercentDigits`` digits at least, each the widest digit ("0": digits are tabular in
    /// the status font); `nil` when the status shows no percentage, so it is measured as it is.
    ///
    /// ```swift
    /// HUDLayout.steadyPercentTemplate("Uploading 7%")  // "Uploading 000%"
    /// HUDLayout.steadyPercentTemplate("Uploading")     // nil
    /// ```
    public static func steadyPercentTemplate(_ status: String) -> String? {
        guard status.contains(where: { $0 == "%" || $0 == "٪" }) else { return nil }
        var result = ""
        var digits = 0
        var hasPercentage = false
        func flush(beforePercent: Bool) {
            let count = beforePercent ? max(digits, reservedPercentDigits) : digits
            hasPercentage = hasPercentage || beforePercent
            result += String(repeating: "0", count: count)
            digits = 0
        }
        var characters = status.makeIterator()
        var pending: Character? = characters.next()
        while let character = pending {
            pending = characters.next()
            if character.isASCII, character.isWholeNumber {
                digits += 1
                continue
            }
            if digits > 0 {
                let isPercent = character == "%" || character == "٪"
                let spaceThenPercent = character == " " && (pending == "%" || pending == "٪")
                flush(beforePercent: isPercent || spaceThenPercent)
            }
            result.append(character)
        }
        if digits > 0 { flush(beforePercent: false) }
        return hasPercentage ? result : nil
    }
}
