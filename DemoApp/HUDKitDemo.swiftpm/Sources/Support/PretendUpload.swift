import HUDKit

/// The demo's pretend upload, moved in place: "Preparing…" for 0.8 s, then the progress in ten steps 0.2 s apart.
@MainActor
enum PretendUpload {
    /// Shows the upload and returns at 100 %, the HUD still up for the caller to end.
    static func run() async {
        HUD.show(status: "Preparing…")
        try? await Task.sleep(seconds: 0.8)
        for step in 1...10 {
            HUD.update(progress: Double(step) / 10, status: "Uploading…")
            try? await Task.sleep(seconds: 0.2)
        }
    }
}
