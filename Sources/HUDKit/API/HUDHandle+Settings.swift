#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// The settings of one view's HUD, as MBProgressHUD's per-instance properties, from any thread; how long they last
// is stated once, in the handle's documentation (`HUDHandle.swift`): for the presentation they are made for (HUDCore's
// `HUDHandleDraft`). Each reads that presentation's value: the view's default (its controller's appearance, made from
// the window HUD's settings with a blocking mask) unless the handle set it.
extension HUDHandle {
    /// Every setting of this presentation as one value (see ``HUDHandle`` for how long it lasts). The view's
    /// defaults (``HUDController/appearance`` of ``controller``) by default.
    public var appearance: HUDAppearance {
        get { read(or: HUDAppearance().inView) { $0.session.editableAppearance } }
        nonmutating set { write { $0.session.restyle(\.self, to: newValue) } }
    }

    /// What is drawn behind the bezel over the view; `.none` lets touches through to the view (MBProgressHUD's
    /// `userInteractionEnabled = NO`), every other mask blocks them. `.clear` (blocking) by default.
    public var maskType: HUDMaskType {
        get { setting(\.maskType) }
        nonmutating set { set(\.maskType, newValue) }
    }

    /// The mask colour of ``HUDMaskType/custom`` (MBProgressHUD's `backgroundView.color`, with ``maskType``
    /// `.custom`). Black at 0.4 alpha by default.
    public var backgroundLayerColor: HUDColor {
        get { setting(\.backgroundLayerColor) }
        nonmutating set { set(\.backgroundLayerColor, newValue) }
    }

    /// The colour scheme. The window HUD's (`.automatic`) by default.
    public var style: HUDStyle {
        get { setting(\.style) }
        nonmutating set { set(\.style, newValue) }
    }

    /// How the bezel moves while it fades in and out (MBProgressHUD's `animationType`). `.standard` by default.
    public var transition: HUDTransition {
        get { setting(\.transition) }
        nonmutating set { set(\.transition, newValue) }
    }

    /// Once visible, the HUD stays at least this long (MBProgressHUD's `minShowTime`). `0` by default.
    public var minimumDisplayTime: TimeInterval {
        get { setting(\.minimumDisplayTime) }
        nonmutating set { set(\.minimumDisplayTime, newValue) }
    }

    /// Delay before a show becomes visible; a hide within it shows nothing (MBProgressHUD's `graceTime`). Used by
    /// the next show. `0` by default.
    public var graceTimeInterval: TimeInterval {
        get { setting(\.graceTimeInterval) }
        nonmutating set { set(\.graceTimeInterval, newValue) }
    }

    /// Whether the bezel is square (MBProgressHUD's `square`). `false` by default.
    public var isSquare: Bool {
        get { setting(\.isSquare) }
        nonmutating set { set(\.isSquare, newValue) }
    }

    /// Space between the bezel's edges and its content (MBProgressHUD's `margin`). `12` by default.
    public var margin: CGFloat {
        get { setting(\.margin) }
        nonmutating set { set(\.margin, newValue) }
    }

    /// The smallest bezel size (MBProgressHUD's `minSize`). `.zero` by default.
    public var minimumSize: CGSize {
        get { setting(\.minimumSize) }
        nonmutating set { set(\.minimumSize, newValue) }
    }

    /// The colour of the label, indicator and tinted images (MBProgressHUD's `contentColor`); `nil` keeps the
    /// style's. `nil` by default.
    public var contentColor: HUDColor? {
        get { setting(\.contentColor) }
        nonmutating set { set(\.contentColor, newValue) }
    }

    /// The bezel's colour (MBProgressHUD's `bezelView.color`); `nil` keeps the style's. `nil` by default.
    public var bezelColor: HUDColor? {
        get { setting(\.bezelColor) }
        nonmutating set { set(\.bezelColor, newValue) }
    }

    /// The blur behind the bezel (MBProgressHUD's `bezelView.style`, `.none` for a solid colour). `.automatic` by
    /// default.
    public var bezelMaterial: HUDBezelMaterial {
        get { setting(\.bezelMaterial) }
        nonmutating set { set(\.bezelMaterial, newValue) }
    }

    /// The details colour (MBProgressHUD's `detailsLabel.textColor`); `nil` uses the status's. `nil` by default.
    public var detailsColor: HUDColor? {
        get { setting(\.detailsColor) }
        nonmutating set { set(\.detailsColor, newValue) }
    }

    /// The status font (MBProgressHUD's `label.font`), scaled with Dynamic Type by its text style. The window
    /// HUD's (subheadline, 15 pt) by default.
    public var font: UIFont {
        get { read(or: .preferredFont(forTextStyle: .subheadline)) { $0.statusFont.unscaled(appearance(of: $0).font) } }
        nonmutating set { write { $0.session.restyle(\.font, to: $0.statusFont.set(newValue)) } }
    }

    /// The most lines the status takes (MBProgressHUD's `label.numberOfLines`), cut with an ellipsis; `0` wraps up
    /// to the maximum label size. `0` by default.
    public var maximumStatusLines: Int {
        get { setting(\.maximumStatusLines) }
        nonmutating set { set(\.maximumStatusLines, newValue) }
    }

    /// The details font (MBProgressHUD's `detailsLabel.font`). The window HUD's (footnote, 13 pt) by default.
    public var detailsFont: UIFont {
        get {
            read(or: .preferredFont(forTextStyle: .footnote)) { $0.statusFont.unscaled(appearance(of: $0).detailsFont) }
        }
        nonmutating set { write { $0.session.restyle(\.detailsFont, to: $0.statusFont.set(newValue)) } }
    }

    private func setting<Value: Sendable>(_ keyPath: KeyPath<HUDAppearance, Value> & Sendable) -> Value {
        read(or: HUDAppearance().inView[keyPath: keyPath]) { appearance(of: $0)[keyPath: keyPath] }
    }

    private func set<Value: Sendable>(_ keyPath: WritableKeyPath<HUDAppearance, Value> & Sendable, _ value: Value) {
        write { $0.session.restyle(keyPath, to: value) }
    }

    /// The settings a handle reads: the presentation's on screen, else the next one's.
    @MainActor private func appearance(of controller: HUDController) -> HUDAppearance {
        controller.session.editableAppearance
    }
}
#endif  // canImport(UIKit)
