import Foundation
import Testing

/// What an app that imports HUDKit sees: HUDKit's own types and the value types HUDCore re-exports. The engine
/// (session, presenter, inputs and effects, layout, render description, SVG renderer, …) is `package`, or
/// `@_spi(HUDEngine)` where the separate Benchmarks package drives it, so a new engine type or case never breaks an app.
struct PublicAPITests {
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The top-level types declared `public` without `@_spi` in the Swift files below `folder`.
    private func publicTypes(in folder: String) throws -> Set<String> {
        let pattern = try NSRegularExpression(
            pattern: #"^public (?:final class|class|struct|enum|protocol|typealias|actor) (\w+)"#,
            options: .anchorsMatchLines)
        let base = root.appendingPathComponent(folder)
        let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
        var names: Set<String> = []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
            let range = NSRange(text.startIndex..., in: text)
            for match in pattern.matches(in: text, range: range) {
                guard let name = Range(match.range(at: 1), in: text) else { continue }
                names.insert(String(text[name]))
            }
        }
        return names
    }

    @Test func anAppSeesOnlyTheTypesItUses() throws {
        // When
        let core = try publicTypes(in: "Sources/HUDCore")
        let kit = try publicTypes(in: "Sources/HUDKit")

        // Then
        #expect(
            core == [
                "HUDAppearance", "HUDOptions", "HUDStyle", "HUDMaskType", "HUDAnimationType", "HUDColor", "HUDFont",
                "HUDOffset", "HUDDismissal", "HUDProgressStyle", "HUDTransition", "HUDBezelMaterial", "HUDPosition",
                "HUDButton", "HUDWindowMode", "HUDInteraction", "HUDMode", "HUDMessagePolicy", "HUDShadow",
            ])
        #expect(
            kit == [
                "HUD", "HUDController", "HUDView", "HUDActivity", "HUDMessageGlyph", "HUDIndicatorView",
                "HUDSpinnerView", "HUDProgressView", "HUDSpinner", "HUDProgress", "HUDProgressHUD", "HUDHandle",
            ])
        // The budget: each type an app sees is a decision (interaction, mode, the messages lane's policy and glyph,
        // the bezel's shadow, the indicator views on their own and their protocol, the Objective-C façade,
        // MBProgressHUD's per-HUD handle).
        #expect(core.count + kit.count <= 32)
    }

    @Test func theReadmeListsEveryTypeHUDKitReExports() throws {
        // Given the README's list of the value types HUDKit re-exports ("On iOS HUDKit re-exports HUDCore's public
        // value types (`HUDAppearance`, …)")
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "re-exports HUDCore's public value types ("))
        let end = try #require(readme[start.upperBound...].firstIndex(of: ")"))
        let listed = readme[start.upperBound..<end].split(separator: ",").map {
            $0.trimmingCharacters(in: CharacterSet(charactersIn: " `"))
        }

        // Then it names each public type of HUDCore once, and nothing else
        #expect(listed.count == Set(listed).count, "\(listed)")
        #expect(Set(listed) == (try publicTypes(in: "Sources/HUDCore")))
    }

    @Test func hudKitReExportsHUDCoresPublicTypesButNotItsEngine() throws {
        let exports = try String(
            contentsOf: root.appendingPathComponent("Sources/HUDKit/Internal/Exports.swift"), encoding: .utf8)
        let imports = exports.split(separator: "\n").filter { $0.contains("import HUDCore") }
        #expect(imports == ["@_exported import HUDCore"])
    }
}
