import Foundation
@_spi(HUDEngine) import HUDCore

extension GalleryCatalogue {
    /// How the HUD looks in every app: the bezel's edge over apps of its own tone, steady sizes, an
    /// honest 0 %, right-to-left bars, long texts in a landscape phone and the optional looks, each in light and dark
    /// mode.
    static var looks: [GalleryState] {
        schemes.flatMap { scheme, suffix in
            [
                look(
                    "edge-spinner", suffix, "Edge: spinner on a same-tone app", scheme,
                    "The standard materials get an edge: a soft shadow (black 25 %, 12 pt) and a one-pixel 12 % black "
                        + "hairline in light, a 15 % white one in dark, so the bezel stands out from an app of its tone.",
                    HUDContent(indicator: .spinner, status: "Loading…")),
                GalleryMessageScene(
                    message: HUDMessage("Link copied", glyph: .success, options: HUDOptions(position: .top)),
                    environment: environment(scheme)
                ).state(
                    "edge-message-top" + suffix, "Edge: message at the top" + title(suffix),
                    "showMessage(\"Link copied\", glyph: .success, options: HUDOptions(position: .top)) — a top "
                        + "message no longer reads as a navigation title: its edge sets it apart from the bars.",
                    section: .looks),
                look(
                    "steady-success", suffix, "Steady: success keeps the spinner's box", scheme,
                    "The checkmark sits in the spinner's 48 pt box, so a spinner turning into it keeps the bezel ("
                        + bezelSize(of: HUDContent(indicator: .spinner, status: "Saving"))
                        + ") and the label where they were; the bezel never shrinks while shown.",
                    HUDContent(indicator: .success, status: "Saving")),
                look(
                    "progress-0-ring", suffix, "0 %: the ring's track", scheme,
                    "show(progress: 0) — the ring's track is the foreground at "
                        + percent(HUDRenderDescription.trackAlpha)
                        + " (SVProgressHUD's 10 % was 1.26:1, an empty bezel).",
                    HUDContent(indicator: .progress(0), status: "Uploading 0%")),
                look(
                    "progress-0-pie", suffix, "0 %: the empty pie", scheme,
                    "progressStyle = .pie at 0 — the outline is a faint track ("
                        + percent(HUDRenderDescription.annularTrackAlpha)
                        + "), so an empty pie reads as empty, not as a full ring; a full pie's outline takes the fill.",
                    HUDContent(indicator: .progress(0), status: "Uploading 0%"), { $0.progressStyle = .pie }),
                look(
                    "progress-100-pie", suffix, "100 %: the full pie", scheme,
                    "progressStyle = .pie at 1 — the outline takes the fill's colour, so a finished pie is one solid "
                        + "shape, not a disc with a faint halo.",
                    HUDContent(indicator: .progress(1), status: "Uploading 100%"), { $0.progressStyle = .pie }),
                look(
                    "bar-rtl", suffix, "Right-to-left bar", scheme,
                    "progressStyle = .bar in an Arabic app — the bar fills from the right, as UIProgressView does, in "
                        + "its 136 × 26 pt box (20 pt around the bar, MBProgressHUD's rhythm).",
                    HUDContent(indicator: .progress(0.3), status: "جارٍ التحميل"), { $0.progressStyle = .bar },
                    layoutDirection: .rightToLeft),
                look(
                    "details-secondary", suffix, "Details in the secondary colour", scheme,
                    "Details default to the foreground at 60 %, so four lines of details never outweigh the status.",
                    HUDContent(
                        indicator: .spinner, status: "Syncing",
                        options: HUDOptions(
                            details: "Your changes are kept on this device and sent when you are back "
                                + "online."))),
                landscape(suffix, scheme),
                look(
                    "mask-blur", suffix, "Blurred mask", scheme,
                    "maskType = .blur — MBProgressHUD's blurred backgroundView: the app under the scheme's material.",
                    HUDContent(indicator: .spinner, status: "Loading…"), { $0.maskType = .blur }),
                look(
                    "success-drawn", suffix, "Drawn checkmark", scheme,
                    "drawsGlyphs = true — the circle, then the check, draw themselves in 0.4 s (SMIL here, a stroke "
                        + "mask in HUDKit); a static viewer shows the drawn glyph.",
                    HUDContent(indicator: .success, status: "Saved"), { $0.drawsGlyphs = true }),
                look(
                    "bezel-shadow", suffix, "Bezel shadow option", scheme,
                    "bezelShadow = HUDShadow(color: black 45 %, radius: 16, offset: 6 down) — any style can have one.",
                    HUDContent(indicator: .info, status: "Heads up"),
                    {
                        $0.bezelShadow = HUDShadow(
                            color: HUDColor(white: 0, alpha: 0.45), radius: 16, offset: .init(vertical: 6))
                    }),
            ]
        }
    }

    /// A long status with long details in an iPhone 15 in landscape (844 × 390).
    private static func landscape(_ suffix: String, _ scheme: HUDEnvironment.ColorScheme) -> GalleryState {
        var environment = HUDEnvironment(
            bounds: CGRect(x: 0, y: 0, width: 844, height: 390),
            safeAreaInsets: HUDEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), colorScheme: scheme)
        environment.layoutDirection = .leftToRight
        let text =
            "The server did not answer in time, so your changes are kept on this device and will be sent again "
            + "as soon as the connection is back."
        return GalleryState(
            "landscape-long-details" + suffix, "Landscape: long status and details" + title(suffix), .looks,
            "A long status and long details in a landscape phone: the label box keeps the bezel inside the safe area, "
                + "and the details are cut to the height left, ending in “…” (MBProgressHUD's rule).",
            scene: GalleryScene(
                content: HUDContent(
                    indicator: .error, status: text + " Please try again later.",
                    options: HUDOptions(details: String(repeating: text + " ", count: 6))),
                appearance: HUDAppearance { $0.maximumLabelSize = CGSize(width: 320, height: CGFloat.infinity) },
                environment: environment))
    }

    private static let schemes: [(HUDEnvironment.ColorScheme, String)] = [(.light, "-light"), (.dark, "-dark")]

    private static func title(_ suffix: String) -> String { suffix == "-dark" ? ", dark" : ", light" }

    /// The phone in `scheme`.
    private static func environment(_ scheme: HUDEnvironment.ColorScheme) -> HUDEnvironment {
        var environment = GalleryScene.phone
        environment.colorScheme = scheme
        return environment
    }

    private static func look(
        _ name: String, _ suffix: String, _ title: String, _ scheme: HUDEnvironment.ColorScheme, _ caption: String,
        _ content: HUDContent, _ configure: (inout HUDAppearance) -> Void = { _ in },
        layoutDirection: HUDTextDirection = .leftToRight
    ) -> GalleryState {
        var environment = environment(scheme)
        environment.layoutDirection = layoutDirection
        return GalleryState(
            name + suffix, title + self.title(suffix), .looks, caption,
            scene: GalleryScene(content: content, appearance: HUDAppearance(configure), environment: environment))
    }
}
