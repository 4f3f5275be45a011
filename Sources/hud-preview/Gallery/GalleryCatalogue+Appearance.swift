import Foundation
@_spi(HUDEngine) import HUDCore

extension GalleryCatalogue {
    /// One state per mask type, over the light sample screen.
    static var masks: [GalleryState] {
        [
            mask(.none, "maskType = .none (the default) — nothing behind the bezel; touches reach the app."),
            mask(.clear, "maskType = .clear — looks like .none, but the clear mask blocks every touch."),
            mask(.black, "maskType = .black — black at 40 % over the app; blocks touches."),
            mask(
                .gradient,
                "maskType = .gradient — a radial gradient, clear at the bezel's centre to black at 75 % at "
                    + "min(width, height)."),
            mask(
                .custom, "maskType = .custom — backgroundLayerColor, here indigo at 35 %.",
                appearance: HUDAppearance {
                    $0.maskType = .custom
                    $0.backgroundLayerColor = SVGMarkup.color(0x2E1A87, alpha: 0.35)
                }),
        ]
    }

    /// The light, dark, automatic and custom styles, and Reduce Transparency.
    static var styles: [GalleryState] {
        let downloading = HUDContent(indicator: .progress(0.65), status: "Downloading…")
        var dark = GalleryScene.phone
        dark.colorScheme = .dark
        var reduced = GalleryScene.phone
        reduced.reduceTransparency = true
        return [
            GalleryState(
                "style-light", "Light style", .styles,
                "style = .light — black content on white at 60 % over the light material.",
                scene: GalleryScene(content: downloading, appearance: HUDAppearance { $0.style = .light })),
            GalleryState(
                "style-dark", "Dark style", .styles,
                "style = .dark over a dark app — white content on black at 60 % over the dark material.",
                scene: GalleryScene(
                    content: downloading, appearance: HUDAppearance { $0.style = .dark }, environment: dark)),
            GalleryState(
                "style-automatic-dark", "Automatic style in dark mode", .styles,
                "style = .automatic (the default) follows the system: dark mode gives the dark style.",
                scene: GalleryScene(content: HUDContent(indicator: .success, status: "Saved"), environment: dark)),
            GalleryState(
                "style-custom", "Custom style", .styles,
                "style = .custom — the app's foregroundColor and backgroundColor on a solid bezel, with a 1 pt "
                    + "border.",
                scene: GalleryScene(
                    content: HUDContent(indicator: .success, status: "Payment sent"),
                    appearance: HUDAppearance {
                        $0.style = .custom
                        $0.foregroundColor = .white
                        $0.backgroundColor = SVGMarkup.color(0x5B4FE9)
                        $0.borderColor = HUDColor(white: 1, alpha: 0.35)
                        $0.borderWidth = 1
                    })),
            GalleryState(
                "reduce-transparency", "Reduce Transparency", .styles,
                "With Reduce Transparency the material is dropped, the bezel's fill is opaque and a 1 pt grey border "
                    + "(3.35:1 against white) keeps it apart from a white app.",
                scene: GalleryScene(
                    content: HUDContent(indicator: .spinner, status: "Loading…"), environment: reduced)),
        ]
    }

    /// Keyboard, offset, minimum size and Dynamic Type.
    static var layout: [GalleryState] {
        var keyboard = GalleryScene.phone
        keyboard.keyboardHeight = SampleKeyboard.height + SampleKeyboard.accessoryHeight
        var large = GalleryScene.phone
        large.fontScale = 1.8
        let loading = HUDContent(indicator: .spinner, status: "Loading…")
        return [
            GalleryState(
                "keyboard", "Keyboard up", .layout,
                "Typing a reply: the keyboard (336 pt) and the reply bar docked on it (52 pt, part of the keyboard's "
                    + "frame) are up, and the bezel's centre moves to 0.45 of the height above them — the HUD stays "
                    + "above the keyboard and the field being typed in stays visible.",
                scene: GalleryScene(
                    content: HUDContent(indicator: .spinner, status: "Sending…"), environment: keyboard,
                    replyText: "Great, I'll send the rep")),
            GalleryState(
                "top-hud", "HUD at the top", .layout,
                "HUDOptions(position: .top) — 16 pt below the navigation bar (its large title and search field), by "
                    + "the rule a top message follows, not over Back.",
                scene: GalleryScene(
                    content: HUDContent(indicator: .spinner, status: "Syncing…", options: HUDOptions(position: .top)))),
            GalleryState(
                "offset-from-center", "Offset from centre", .layout,
                "offsetFromCenter = (0, 220) — the bezel's centre moves 220 pt down from its default place.",
                scene: GalleryScene(
                    content: loading,
                    appearance: HUDAppearance { $0.offsetFromCenter = HUDOffset(horizontal: 0, vertical: 220) })),
            GalleryState(
                "minimum-size", "Minimum size", .layout,
                "minimumSize = 200 × 120 — the bezel never gets smaller; its content stays centred.",
                scene: GalleryScene(
                    content: loading, appearance: HUDAppearance { $0.minimumSize = CGSize(width: 200, height: 120) })),
            GalleryState(
                "large-type", "Large Dynamic Type", .layout,
                "fontScale = 1.8 (an accessibility text size) — the 15 pt label is set at 27 pt and wraps; the spinner "
                    + "grows with it up to 5/3 (radius 30, 3.3 pt line).",
                scene: GalleryScene(
                    content: HUDContent(indicator: .spinner, status: "Loading your library…"), environment: large)),
        ]
    }

    private static func mask(
        _ type: HUDMaskType, _ caption: String, appearance: HUDAppearance? = nil
    ) -> GalleryState {
        GalleryState(
            "mask-\(type.rawValue)", "Mask .\(type.rawValue)", .masks, caption,
            scene: GalleryScene(
                content: HUDContent(indicator: .spinner, status: "Loading…"),
                appearance: appearance ?? HUDAppearance { $0.maskType = type }))
    }
}
