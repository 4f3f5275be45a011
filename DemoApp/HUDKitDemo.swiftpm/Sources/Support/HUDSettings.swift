import HUDKit
import SwiftUI

/// The static settings of `HUD` for the demo's pickers, sliders and toggles, by their names in `HUDAppearance`
/// (`$settings.ringThickness`, `$settings.offsetFromCenter.horizontal`). Each value is read from `HUD` and each
/// change is written straight to it (`HUD.ringThickness = …`), so a HUD on screen restyles at once, the next one uses
/// it, and the controls show what `HUD` holds (a foreground colour also selects the `.custom` style).
@MainActor
@dynamicMemberLookup
final class HUDSettings: ObservableObject {
    /// The status font picked, applied when picked.
    @Published var font = DemoFont.standard { didSet { font.apply() } }

    /// The bundled images, kept to put them back after the images demo replaced them.
    private let bundledImages = (success: HUD.successImage, error: HUD.errorImage, info: HUD.infoImage)

    /// `HUD`'s setting at `keyPath` (`HUD.ringThickness`).
    @_disfavoredOverload
    subscript<Value: Sendable>(dynamicMember keyPath: WritableKeyPath<HUDAppearance, Value> & Sendable) -> Value {
        get { HUD[dynamicMember: keyPath] }
        set { change { HUD[dynamicMember: keyPath] = newValue } }
    }

    /// `HUD`'s colour at `keyPath` (`HUD.foregroundColor`), for a colour picker.
    subscript(dynamicMember keyPath: WritableKeyPath<HUDAppearance, HUDColor> & Sendable) -> Color {
        get { Color(uiColor: HUD[dynamicMember: keyPath]) }
        set { change { HUD[dynamicMember: keyPath] = UIColor(newValue) } }
    }

    /// Whether images and the ring have a colour of their own (`HUD.foregroundImageColor` is not `nil`).
    var usesOwnImageColor: Bool {
        get { HUD.foregroundImageColor != nil }
        set { change { HUD.foregroundImageColor = newValue ? .systemBlue : nil } }
    }

    /// `HUD.foregroundImageColor`, blue while it is `nil`.
    var foregroundImageColor: Color {
        get { HUD.foregroundImageColor.map { Color(uiColor: $0) } ?? .blue }
        set { change { HUD.foregroundImageColor = UIColor(newValue) } }
    }

    /// The side of `HUD.imageViewSize`, a square.
    var imageViewSide: CGFloat {
        get { HUD.imageViewSize.width }
        set { change { HUD.imageViewSize = CGSize(width: newValue, height: newValue) } }
    }

    /// Whether `HUD.maximumDismissTimeInterval` is finite (5 s when turned on).
    var limitsDismissTime: Bool {
        get { HUD.maximumDismissTimeInterval.isFinite }
        set { change { HUD.maximumDismissTimeInterval = newValue ? 5 : .infinity } }
    }

    /// Whether the bezel has no shadow (`HUD.bezelShadow = HUDShadow.none`) instead of the style's.
    var removesShadow: Bool {
        get { HUD.bezelShadow == HUDShadow.none }
        set { change { HUD.bezelShadow = newValue ? HUDShadow.none : nil } }
    }

    /// `HUD.windowLevel`, as a `UIWindow.Level`.
    var windowLevel: UIWindow.Level {
        get { HUD.windowLevel }
        set { change { HUD.windowLevel = newValue } }
    }

    /// Puts every setting back to HUDKit's defaults: the whole appearance, then the images.
    func reset() {
        replaceAppearance(with: HUDAppearance())
        restoreBundledImages()
    }

    /// Assigns every style and timing setting at once (`HUD.appearance = …`).
    func replaceAppearance(with appearance: HUDAppearance) {
        change { HUD.appearance = appearance }
        font = .standard
    }

    /// Puts the bundled success, error and info images back.
    func restoreBundledImages() {
        HUD.successImage = bundledImages.success
        HUD.errorImage = bundledImages.error
        HUD.infoImage = bundledImages.info
    }

    /// Makes `write` to `HUD` and has the controls read their values again.
    private func change(_ write: () -> Void) {
        objectWillChange.send()
        write()
    }
}
