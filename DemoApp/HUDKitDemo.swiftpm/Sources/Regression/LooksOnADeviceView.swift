import HUDKit
import SwiftUI

/// "Looks only a device can show": what HUDCore decides and tests on Linux but only UIKit's drawing, its fonts and
/// its springs can confirm. Each case says what to look for; record the screen and step through the frames where a
/// moment matters.
@MainActor
struct LooksOnADeviceView: View {
    private static let longText =
        "Couldn't upload 24 photos to “Holiday”. The shared album is full, so free up some space and try again."

    var body: some View {
        List {
            RegressionCheck(
                "The pop overshoots", code: "showSuccess(status:, options: HUDOptions(transition: .pop))",
                expected: "record the screen and step through it: about 0.15 s after the tap the bezel is a little "
                    + "(about 3 %) larger than at rest, then settles without a second bounce; leaving, it shrinks to "
                    + "about 77 % (1/1.3) as it fades, as SVProgressHUD's pop does.") {
                HUD.showSuccess(status: "Popped", options: HUDOptions(transition: .pop))
            }
            RegressionCheck(
                "SF semibold widths: the status over its details",
                code: "show(status:, options: HUDOptions(details:)) with a status as wide as its details",
                expected: "the status reads in semibold above the regular details; neither line is cut with “…” "
                    + "or touches the bezel's edges (HUDKit measures SF's real semibold widths; Linux only "
                    + "approximates them), and the bezel is no wider than the longer line and its margins.") {
                HUD.show(
                    status: "Uploading 24 photos",
                    options: HUDOptions(details: "Album “Holiday” · 18 MB left"))
                HUD.dismiss(withDelay: 4)
            }
            RegressionCheck(
                "UIKit's truncation and HUDCore's “…”", code: "showMessage(long text) with messageMaximumLines 2",
                expected: "the toast has two lines and exactly one “…”, at the end of the second line after a whole "
                    + "word, never right after punctuation (“album.…”); UIKit adds no ellipsis of its own "
                    + "elsewhere and clips no glyph at the bottom of the second line.") {
                HUD.showMessage(Self.longText, glyph: .error)
            }
            RegressionCheck(
                "UIKit's truncation in a HUD", code: "show(status: long text) over several lines",
                expected: "the status wraps at whole words within the bezel; any “…” is HUDCore's, at the end of "
                    + "the last line it allows, and UIKit does not cut a line HUDCore laid out as fitting.") {
                HUD.showError(status: Self.longText)
            }
        }
        .navigationTitle("Looks on a device")
    }
}
