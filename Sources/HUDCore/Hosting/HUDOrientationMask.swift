/// A set of interface orientations, with the bits of `UIInterfaceOrientationMask`.
///
/// ```swift
/// let mask = HUDOrientationMask(orientationRawValue: 1) // .portrait, UIInterfaceOrientation.portrait's mask
/// ```
package struct HUDOrientationMask: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The bits, as `UIInterfaceOrientationMask.rawValue`.
    public var rawValue: UInt

    /// Creates a mask from `UIInterfaceOrientationMask.rawValue`.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Home button (or bottom edge) down.
    public static let portrait = Self(rawValue: 1 << 1)
    /// Upside down.
    public static let portraitUpsideDown = Self(rawValue: 1 << 2)
    /// Home button (or bottom edge) on the left.
    public static let landscapeRight = Self(rawValue: 1 << 3)
    /// Home button (or bottom edge) on the right.
    public static let landscapeLeft = Self(rawValue: 1 << 4)
    /// Every orientation.
    public static let all: Self = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]

    /// The mask of one orientation given as `UIInterfaceOrientation.rawValue` (UIKit defines each orientation's
    /// mask as `1 << rawValue`); `.all` for `.unknown` (`0`) or any other value, which pins nothing.
    public init(orientationRawValue: Int) {
        guard (1...4).contains(orientationRawValue) else {
            self = .all
            return
        }
        self.init(rawValue: 1 << UInt(orientationRawValue))
    }

    /// The orientations by name, in a fixed order, such as `[portrait, landscapeLeft]`.
    public var description: String {
        let names: [(Self, String)] = [
            (.portrait, "portrait"), (.portraitUpsideDown, "portraitUpsideDown"), (.landscapeLeft, "landscapeLeft"),
            (.landscapeRight, "landscapeRight"),
        ]
        return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}
