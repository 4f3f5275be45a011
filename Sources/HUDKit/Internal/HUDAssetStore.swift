#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// What a HUD's views draw with, beyond the frame HUDCore describes: the app's images and views by content id, the
/// replacements of the bundled glyphs, the fonts the app set, and the words VoiceOver reads. Its controller fills
/// it; its views and host only read it, so nothing they hold reaches back up into the controller.
@MainActor
final class HUDAssetStore {
    /// The fonts the app set (status and details).
    let statusFont = StatusFont()
    /// The images of `show(image:)`, until the session releases them.
    var customImages: [HUDAssetID: UIImage] = [:]
    /// The views of `show(customView:)` (and their hosting controllers), until the session releases them.
    var customViews: [HUDAssetID: CustomViewContent] = [:]
    /// The app's replacements of the bundled glyphs.
    var glyphImages: [HUDImage: UIImage] = [:]
    /// The app's own indicator view, drawn in place of the spinner and the progress (`HUDController.indicatorView`);
    /// the one it replaces leaves the HUD. `nil` (the HUD's own drawing) by default.
    var indicatorView: (any HUDIndicatorView)? {
        didSet { oldValue?.removeFromSuperview() }
    }
    /// The last value the `UIAppearance` proxy delivered for each `HUDView` property (see `HUDView+Appearance.swift`).
    var appearanceProxy = AppearanceProxyLedger()
    /// The controller's settings, as its session has them, which the `UIAppearance` properties of its views read
    /// (`HUDController.settings` writes both).
    var appearance = HUDAppearance()

    /// The `UIImage` for an image of a render description.
    func image(for image: HUDImage) -> UIImage? {
        guard case .custom(let id) = image else { return glyphImage(image) }
        return customImages[id]
    }

    /// The image a bundled glyph is drawn with: the app's replacement, else the bundled image, else an empty image.
    func glyphImage(_ image: HUDImage) -> UIImage {
        glyphImages[image] ?? BundledAssets.image(for: image) ?? UIImage()
    }

    /// The view kept under `id`, if the session has not released it.
    func customView(_ id: HUDAssetID) -> UIView? {
        customViews[id]?.view
    }

    /// Forgets the image or view kept under `id`.
    func release(_ id: HUDAssetID) {
        customImages[id] = nil
        customViews[id] = nil
    }

    /// The words for `announcement`: the text itself, the localized "Loading", "Success", "Error" or "Info", or the
    /// accessibility label the app gave its image or view (the localized "Image" when it gave none), followed by
    /// the localized "…, Cancel, button" when it says the HUD's button.
    func words(for announcement: HUDAnnouncement) -> String {
        switch announcement {
        case .status(let text): text
        case .loading: BundledAssets.loading
        case .success: BundledAssets.success
        case .error: BundledAssets.error
        case .info: BundledAssets.info
        case .appContent(let id):
            (customImages[id]?.accessibilityLabel ?? customView(id)?.accessibilityLabel)
                .flatMap { $0.isEmpty ? nil : $0 } ?? BundledAssets.image
        case .withButton(let announcement, let title):
            String(format: BundledAssets.withButton, words(for: announcement), title)
        }
    }
}
#endif  // canImport(UIKit)
