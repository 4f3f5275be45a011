/// What a HUD shows, in MBProgressHUD's `mode` names, for apps that switch a HUD on screen between kinds
/// (`HUD.update(mode:status:)`) or pick the kind from a value (SwiftUI's `.hud(isPresented:mode:…)`).
///
/// A determinate mode keeps the progress the HUD shows (`0` when it showed none) and draws it in its style for the
/// rest of the presentation. MBProgressHUD's `customView` mode is `HUD.update(customView:status:)`, and its
/// checkmark HUDs are `HUD.updateToSuccess(status:)`.
///
/// ```swift
/// HUD.show(status: "Preparing…")
/// HUD.update(mode: .annularDeterminate, status: "Uploading…")
/// HUD.update(progress: 0.5)
/// HUD.update(mode: .text, status: "Almost there")
/// ```
public enum HUDMode: String, CaseIterable, Hashable, Sendable {
    /// The indefinite spinner (`MBProgressHUDModeIndeterminate`).
    case indeterminate
    /// A pie filling up (`MBProgressHUDModeDeterminate`): ``HUDProgressStyle/pie``.
    case determinate
    /// An annular ring filling up (`MBProgressHUDModeAnnularDeterminate`): ``HUDProgressStyle/annular``.
    case annularDeterminate
    /// A horizontal bar (`MBProgressHUDModeDeterminateHorizontalBar`): ``HUDProgressStyle/bar``.
    case determinateHorizontalBar
    /// The status alone, centred, staying until dismissed (`MBProgressHUDModeText`).
    case text

    /// The indicator of this mode; a determinate one filled to `progress`.
    package func indicator(progress: Double) -> HUDIndicator {
        switch self {
        case .indeterminate: .spinner
        case .determinate, .annularDeterminate, .determinateHorizontalBar: .progress(progress)
        case .text: .text
        }
    }

    /// The progress style a determinate mode draws with; `nil` for the others (the presentation's stays).
    package var progressStyle: HUDProgressStyle? {
        switch self {
        case .determinate: .pie
        case .annularDeterminate: .annular
        case .determinateHorizontalBar: .bar
        case .indeterminate, .text: nil
        }
    }
}
