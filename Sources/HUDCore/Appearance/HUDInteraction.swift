/// Which touches the HUD keeps from the app (JGProgressHUD's `interactionType`), independent of what its mask draws.
///
/// `nil` in ``HUDAppearance/interaction`` and ``HUDOptions/interaction`` lets the mask decide, as SVProgressHUD
/// does: a blocking mask (every ``HUDMaskType`` but ``HUDMaskType/none``) behaves as ``blockAll``, mask `.none` as
/// ``blockBezel``. The HUD's button (``HUDOptions/button``) takes its touches whatever the interaction.
///
/// ```swift
/// // A dimmed screen that still lets the app be used: the mask is drawn, touches outside the bezel go through.
/// HUD.show(status: "Syncing…", options: HUDOptions(maskType: .black, interaction: .blockBezel))
/// ```
public enum HUDInteraction: String, CaseIterable, Hashable, Sendable {
    /// Every touch on the HUD's container is the HUD's: taps outside the bezel reach ``HUDOptions/onOutsideTap``,
    /// none reach the app, and VoiceOver stays on the HUD. What a blocking mask does.
    case blockAll
    /// Only touches on the bezel are the HUD's (``HUDOptions/onBezelTap``); every other touch goes to the app, and
    /// VoiceOver reaches the app too. What mask `.none` does.
    case blockBezel
    /// No touch is the HUD's except its button's: a touch on the bezel goes to the app below it too, and the HUD is
    /// never tapped (JGProgressHUD's `blockNoTouches`).
    case blockNone

    /// Whether touches outside the bezel are the HUD's.
    var blocksOutsideBezel: Bool {
        switch self {
        case .blockAll: true
        case .blockBezel, .blockNone: false
        }
    }

    /// Whether touches on the bezel are the HUD's.
    var blocksBezel: Bool {
        switch self {
        case .blockAll, .blockBezel: true
        case .blockNone: false
        }
    }
}
