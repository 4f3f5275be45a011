/// How a determinate progress is drawn: SVProgressHUD's thin ring, or one of MBProgressHUD's modes (the annular
/// ring, the pie, the horizontal bar).
///
/// A struct with static members rather than an enum, so that a new style does not break an app's `switch`.
///
/// ```swift
/// HUD.progressStyle = .pie
/// HUD.show(progress: 0.4, status: "Uploading…", options: HUDOptions(progressStyle: .bar))
/// ```
public struct HUDProgressStyle: RawRepresentable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    enum Storage: String, CaseIterable, Sendable {
        case ring, annular, pie, bar
    }

    let storage: Storage

    private init(_ storage: Storage) {
        self.storage = storage
    }

    /// SVProgressHUD's ring: a thin arc with round ends over a faint track, in the spinner's box. The default.
    public static let ring = HUDProgressStyle(.ring)
    /// MBProgressHUD's annular mode (`MBProgressHUDModeAnnularDeterminate`: a 2 pt ring with square ends over a
    /// track): here the ring is ``HUDAppearance/ringThickness`` wide (2 pt by default, MBProgressHUD's), its ends
    /// square (half a line width past the arc, as `kCGLineCapSquare`), over a 25 % track (MBProgressHUD's 10 %
    /// hardly shows), in the same box as ``ring``.
    public static let annular = HUDProgressStyle(.annular)
    /// MBProgressHUD's determinate mode (`MBProgressHUDModeDeterminate`; since iOS 7 a 2 pt circle outline with an
    /// arc growing inward from it, clockwise from 12 o'clock): here the outline is a 25 % track and the progress a
    /// sector inside it, so 0 % reads as an empty circle, in the same box as ``ring``.
    public static let pie = HUDProgressStyle(.pie)
    /// MBProgressHUD's bar mode (`MBProgressHUDModeDeterminateHorizontalBar`): a rounded 120 × 10 pt outline with
    /// MBProgressHUD's 20 pt around it, filled from the leading edge (the right in a
    /// right-to-left app).
    public static let bar = HUDProgressStyle(.bar)

    /// Every progress style, in declaration order.
    public static var allCases: [HUDProgressStyle] { Storage.allCases.map(HUDProgressStyle.init) }

    /// The progress style named `rawValue` (`"ring"`, `"annular"`, `"pie"`, `"bar"`); `nil` for another name.
    public init?(rawValue: String) {
        guard let storage = Storage(rawValue: rawValue) else { return nil }
        self.storage = storage
    }

    /// The progress style's name, e.g. `"pie"`.
    public var rawValue: String { storage.rawValue }
    /// The progress style's name.
    public var description: String { rawValue }
}
