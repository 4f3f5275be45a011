/// What a HUD shows, in MBProgressHUD's terms (`MBProgressHUDMode`), for the per-HUD handle of a view's HUD.
///
/// ```swift
/// let hud = HUD.show(in: view)
/// hud.mode = .determinate  // the pie
/// hud.progress = 0.4
/// ```
public enum HUDMode: String, CaseIterable, Hashable, Sendable {
    /// The indefinite spinner (`MBProgressHUDModeIndeterminate`).
    case indeterminate
    /// The pie (`MBProgressHUDModeDeterminate`).
    case determinate
    /// The annular ring (`MBProgressHUDModeAnnularDeterminate`).
    case annularDeterminate
    /// The horizontal bar (`MBProgressHUDModeDeterminateHorizontalBar`).
    case determinateHorizontalBar
    /// SVProgressHUD's thin progress ring.
    case ring
    /// An image or an app view (`MBProgressHUDModeCustomView`); set by showing one, never by itself.
    case customView
    /// Only the texts, centred, until hidden (`MBProgressHUDModeText`).
    case text

    /// The progress style of a determinate mode; `nil` for the others.
    var progressStyle: HUDProgressStyle? {
        switch self {
        case .determinate: .pie
        case .annularDeterminate: .annular
        case .determinateHorizontalBar: .bar
        case .ring: .ring
        case .indeterminate, .customView, .text: nil
        }
    }
}
