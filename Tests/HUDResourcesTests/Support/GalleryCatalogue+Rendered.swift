@testable import hud_preview

extension GalleryCatalogue {
    /// Every state of the gallery, rendered once for the whole test run and shared by the tests that read it
    /// (Swift Testing makes a suite's instance anew for every test, so a stored `all()` rendered the gallery per
    /// test).
    @MainActor static let rendered = all()
}
