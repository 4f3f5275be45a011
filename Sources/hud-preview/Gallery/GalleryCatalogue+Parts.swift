import Foundation
@_spi(HUDEngine) import HUDCore

extension GalleryCatalogue {
    /// Details labels; buttons; custom views (messages are in `GalleryCatalogue+Messages.swift`).
    static var parts: [GalleryState] {
        var dark = GalleryScene.phone
        dark.colorScheme = .dark
        var keyboard = GalleryScene.phone
        keyboard.keyboardHeight = SampleKeyboard.height + SampleKeyboard.accessoryHeight
        return [
            GalleryState(
                "details", "Details label", .parts,
                "HUDOptions(details: \"3 of 10 files · 12 MB left\") — 13 pt footnote text 4 pt under the status; "
                    + "VoiceOver reads “Uploading photos, 3 of 10 files · 12 MB left”.",
                scene: GalleryScene(
                    content: HUDContent(
                        indicator: .progress(0.3), status: "Uploading photos",
                        options: HUDOptions(details: "3 of 10 files · 12 MB left")))),
            GalleryState(
                "details-long-dark", "Long details, dark mode", .parts,
                "Details wrap at 200 pt like the status and are cut with “…” at maximumLabelSize; dark style.",
                scene: GalleryScene(
                    content: HUDContent(
                        indicator: .error, status: "Couldn’t sync",
                        options: HUDOptions(
                            details: "The server did not answer in time. Your changes are kept on this device and "
                                + "will be sent again as soon as the connection is back.")),
                    environment: dark)),
            GalleryState(
                "button-cancel", "Cancel button", .parts,
                "HUDOptions(details:, button: HUDButton(\"Cancel\", role: .cancel) { upload.cancel() }) — a real "
                    + "UIButton 12 pt under the texts, semibold for .cancel; it takes its touches even with mask "
                    + ".none and does not dismiss the HUD unless its action does.",
                scene: GalleryScene(content: cancellableUpload)),
            GalleryState(
                "button-cancel-dark", "Cancel button, dark mode", .parts,
                "The same HUD in dark mode: the capsule is the foreground colour at 10 %.",
                scene: GalleryScene(content: cancellableUpload, environment: dark)),
            GalleryState(
                "custom-view", "Custom view", .parts,
                "show(customView:status:) — the app's view (the gallery draws a dashed box for it) at its intrinsic size, "
                    + "here 64 × 40, clamped to 16…200 pt and tinted; it stays until dismissed.",
                scene: GalleryScene(
                    content: HUDContent(
                        indicator: .customView(HUDCustomView(id: HUDAssetID(1), size: CGSize(width: 64, height: 40))),
                        status: "Offline"))),
        ]
    }

    private static let cancellableUpload = HUDContent(
        indicator: .progress(0.45), status: "Uploading photos",
        options: HUDOptions(details: "5 of 12 files", button: HUDButton("Cancel", role: .cancel, action: {})))
}
