import Foundation
@_spi(HUDEngine) import HUDCore

/// Every state the gallery shows, in order: indicators, images and text, masks, styles, layout, and the timeline
/// of one presentation.
///
/// Each picture is built from HUDCore values (content, appearance, environment) through ``GalleryScene``, over
/// the sample app screen.
enum GalleryCatalogue {
    /// All states, in the order `index.html` lists them (section by section, in each the order given here); file
    /// names are unique.
    @MainActor static func all() -> [GalleryState] {
        let states =
            indicators + indicatorViews + progressStyles + imagesAndText + masks + styles + layout + messages + parts
            + looks + views + modeMatrix
            + transitions + [MessageTimeline().state, GalleryTimeline().state]
        let sections = GalleryState.Section.allCases
        return states.enumerated().sorted { lhs, rhs in
            let order = (sections.firstIndex(of: lhs.element.section) ?? 0, lhs.offset)
            return order < (sections.firstIndex(of: rhs.element.section) ?? 0, rhs.offset)
        }.map(\.element)
    }

    /// The spinners and progress rings.
    static var indicators: [GalleryState] {
        [
            GalleryState(
                "spinner", "Spinner", .indicators,
                "The flat spinner without a status: the bare 84 × 84 bezel, ring radius 24, 2 pt line; SMIL turns the "
                    + "angle mask and moves the stroke, as Core Animation does on iOS.",
                scene: GalleryScene(content: HUDContent(indicator: .spinner))),
            GalleryState(
                "spinner-status", "Spinner with status", .indicators,
                "show(status:) — the ring shrinks to radius 18 and the 15 pt label sits 8 pt below it.",
                scene: GalleryScene(content: HUDContent(indicator: .spinner, status: "Loading…"))),
            GalleryState(
                "native-spinner", "Native-style spinner", .indicators,
                "animationType = .native — the system's large activity indicator (37 pt), stepping one spoke at a "
                    + "time.",
                scene: GalleryScene(
                    content: HUDContent(indicator: .spinner, status: "Loading…"),
                    appearance: HUDAppearance { $0.animationType = .native })),
            GalleryState(
                "thick-ring", "Thick ring", .indicators,
                "ringThickness = 4, ringNoTextRadius = 20 — the spinner's box and bezel follow the ring's size.",
                scene: GalleryScene(
                    content: HUDContent(indicator: .spinner),
                    appearance: HUDAppearance {
                        $0.ringThickness = 4
                        $0.ringNoTextRadius = 20
                    })),
            progress(
                "progress-0", "Progress 0", fraction: 0,
                "show(progress: 0) — only the track: the ring colour at "
                    + percent(HUDRenderDescription.trackAlpha) + "."),
            progress(
                "progress-25", "Progress 0.25", fraction: 0.25,
                "show(progress: 0.25) — a quarter: the arc from 12 to 3 o'clock."),
            progress(
                "progress-40", "Progress 0.4", fraction: 0.4,
                "show(progress: 0.4) — the arc runs clockwise from 12 o'clock."),
            progress(
                "progress-50", "Progress 0.5", fraction: 0.5, "show(progress: 0.5) — half: from 12 to 6 o'clock."),
            progress("progress-100", "Progress 1", fraction: 1, "show(progress: 1) — the full circle."),
            GalleryState(
                "progress-sweep", "Progress sweep 0 → 1", .indicators,
                "The ring's strokeEnd animated from 0 to 1 (SMIL on stroke-dashoffset); a static viewer shows 0.75.",
                scene: GalleryScene(
                    content: HUDContent(indicator: .progress(0.75), status: "Downloading…"), sweepsProgress: true)),
        ]
    }

    /// The image HUDs, the text-only HUD (MBProgressHUD's text mode) and long statuses.
    static var imagesAndText: [GalleryState] {
        [
            image(
                "success", "Success", .success, status: "Saved",
                "showSuccess — the checkmark in its circle (28 × 28, the three glyphs one family), tinted."),
            image("error", "Error", .error, status: "Couldn’t connect", "showError — the cross in the same circle."),
            image("info", "Info", .info, status: "Sync is paused", "showInfo — the “i” in the same circle."),
            image(
                "custom-image", "Custom image", .custom(HUDAssetID(1)), status: "Added to Favourites",
                "show(image:status:) — an app image in the image frame, tinted like the bundled ones (the gallery "
                    + "draws a star for it)."),
            GalleryState(
                "text-only", "Text only", .imagesAndText,
                "Text only, MBProgressHUD's text mode — the label alone, 12 pt margins all round, centred, with the "
                    + "HUD's rules (its mask, counted like the spinner, until dismissed). Toasts are messages, below.",
                scene: GalleryScene(content: HUDContent(indicator: .none, status: "Preparing your export"))),
            GalleryState(
                "status-cjk", "Chinese status", .imagesAndText,
                "show(status:) in Chinese — CJK text breaks between any two characters, so it wraps without spaces.",
                scene: GalleryScene(
                    content: HUDContent(indicator: .spinner, status: "正在将二十四张照片上传到共享相簿“里斯本之夏”"))),
            GalleryState(
                "status-arabic", "Arabic status", .imagesAndText,
                "show(status:) in Arabic, cut after two lines (maximumLabelSize 200 × 40): the text is right to "
                    + "left, decided from its first strong character, so the “…” at its logical end is on the left.",
                scene: GalleryScene(
                    content: HUDContent(indicator: .error, status: arabicStatus),
                    appearance: HUDAppearance { $0.maximumLabelSize = CGSize(width: 200, height: 40) })),
            GalleryState(
                "long-status-wraps", "Long status wraps", .imagesAndText,
                "A status wider than 200 pt wraps at word boundaries; the bezel grows to fit.",
                scene: GalleryScene(
                    content: HUDContent(
                        indicator: .spinner,
                        status: "Uploading 24 photos to the shared album “Summer in Lisbon”. "
                            + "This can take a minute."))),
            GalleryState(
                "long-status-truncates", "Long status truncates", .imagesAndText,
                "A status taller than the 200 × 300 label box is cut after the last line that fits, ending "
                    + "in “…”.",
                scene: GalleryScene(content: HUDContent(indicator: .error, status: longStatus))),
        ]
    }

    /// "The server did not answer in time, so your changes are kept on this device and will be sent again as soon
    /// as the connection is back."
    static let arabicStatus =
        "لم يستجب الخادم في الوقت المحدد، لذلك ستبقى تغييراتك على هذا الجهاز وسنرسلها مرة أخرى عند عودة الاتصال."

    /// A status far longer than the label box holds.
    static let longStatus = String(
        repeating: "The server did not answer in time, so your changes are kept on this device and will be sent "
            + "again as soon as the connection is back. ",
        count: 8)

    private static func progress(_ name: String, _ title: String, fraction: Double, _ caption: String) -> GalleryState {
        let percent = Int((fraction * 100).rounded())
        return GalleryState(
            name, title, .indicators, caption,
            scene: GalleryScene(content: HUDContent(indicator: .progress(fraction), status: "Uploading \(percent)%")))
    }

    private static func image(
        _ name: String, _ title: String, _ image: HUDImage, status: String, _ caption: String
    ) -> GalleryState {
        GalleryState(
            name, title, .imagesAndText, caption + " Dismisses itself after displayDuration(for:).",
            scene: GalleryScene(content: HUDContent(indicator: .image(image), status: status)))
    }

    /// `alpha` as a caption's whole percent, read from HUDCore's constant: `"22 %"`.
    static func percent(_ alpha: Double) -> String {
        "\(Int((alpha * 100).rounded())) %"
    }

    /// The size HUDCore gives the bezel of `content` on the phone, as a caption's `"74 × 98"`.
    static func bezelSize(of content: HUDContent) -> String {
        let size = GalleryScene(content: content).render.bezel.frame.size
        return SVGMarkup.number(size.width) + " × " + SVGMarkup.number(size.height)
    }
}
