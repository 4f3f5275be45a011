import Foundation
import Testing

/// Every row of the migration tables is in the DemoApp's snippets as the table writes it, in both places an app
/// calls it from, so the iOS build (`../shared/ios/build DemoApp`) type-checks each row as written.
///
/// The tables are those whose first column is `SVProgressHUD…` or `MBProgressHUD…` in
/// `MigratingFromSVProgressHUD.md`, `MigratingFromMBProgressHUD.md` and the README. Each code span of a row's
/// `HUDKit` column must appear in the SVProgressHUD or MBProgressHUD snippets of both contexts: the file that calls
/// the rows from a helper on no actor (`MigrationRows+….swift`) and the one that calls them from a `@MainActor`
/// view controller (`MigrationRows+…+MainActor.swift`). How a span is looked for:
/// - **code** (`hud.mode = .text`, `HUD.show(in: view, status: "…")`): verbatim, where `…` stands for anything;
/// - **a signature** (`HUD.dismiss(withDelay:completion:)`, `HUD.showMessage(_:glyph:id:policy:…)`): a call of that
///   name with exactly those argument labels (`_` for none; the last one may be a trailing closure; `…` allows more);
/// - **a symbol link** (``HUDAppearance/style``, ``HUDProgressView``, ``HUDMode/text``): `HUD.style`, the type's
///   name, `.text`;
/// - **Objective-C** (`[HUDProgressHUD showWithStatus:]`, every span of a table headed `MBProgressHUD (Objective-C)`):
///   in `ObjectiveCFacadeProbe.m`, which clang type-checks against HUDKit's generated header (`make objc-probe`),
///   with any arguments after each colon.
struct MigrationTableRowsTests {
    private typealias Span = MigrationTable.Span

    @Test func everyTableHasRowsAndEveryRowHasCode() throws {
        let spans = try MigrationTable.tables.flatMap(MigrationTable.spans(in:))
        let sv = spans.filter { $0.library == "SVProgressHUD" }
        let mb = spans.filter { $0.library == "MBProgressHUD" }
        #expect(sv.count > 100 && mb.count > 100, "SV \(sv.count), MB \(mb.count)")
        for table in MigrationTable.tables {
            #expect(spans.contains { $0.file == table }, "no migration table found in \(table)")
        }
    }

    @Test(arguments: ["SVProgressHUD", "MBProgressHUD"])
    func everyRowIsInTheSnippetsOfAHelperAndOfAMainActorType(library: String) throws {
        // Given the two contexts and the Objective-C call site
        let helper = try MigrationTable.read("DemoApp/Snippets/MigrationRows+\(library).swift")
        let mainActor = try MigrationTable.read("DemoApp/Snippets/MigrationRows+\(library)+MainActor.swift")
        let objectiveC = try MigrationTable.read("DemoApp/Snippets/ObjectiveCFacadeProbe.m")
        #expect(!helper.contains("@MainActor\nfinal class"), "the helper's rows must be on no actor")
        #expect(mainActor.contains("@MainActor\nfinal class"), "the main-actor rows must be in a @MainActor type")

        // When each span of the library's rows is looked for
        let spans = try MigrationTable.tables.flatMap(MigrationTable.spans(in:)).filter { $0.library == library }
        for span in spans {
            let requirement = SnippetRequirement(span)
            // Then it is there, in each context
            if requirement.isObjectiveC {
                #expect(requirement.isMet(in: objectiveC), "\(span) is not in ObjectiveCFacadeProbe.m")
                continue
            }
            #expect(requirement.isMet(in: helper), "\(span) is not in the helper's rows (MigrationRows+\(library))")
            #expect(requirement.isMet(in: mainActor), "\(span) is not in the main-actor rows (\(library)+MainActor)")
        }
    }

    @Test func theCheckerReadsSignaturesLinksAndCodeAsItSays() {
        let snippet = """
            HUD.dismiss(withDelay: 1) { print("gone") }
            HUD.showMessage("Copied", glyph: .success, id: "copy", policy: .replace)
            hud.mode = .text
            HUD.show(in: view, status: "Loading…")
            """
        func met(_ code: String, link: Bool = false) -> Bool {
            SnippetRequirement(Span(library: "", file: "", line: 0, code: code, isLink: link)).isMet(in: snippet)
        }
        #expect(met("HUD.dismiss(withDelay:completion:)"))
        #expect(!met("HUD.dismiss(completion:)"))
        #expect(met("HUD.showMessage(_:glyph:id:…)"))
        #expect(!met("HUD.showMessage(_:glyph:id:)"))
        #expect(met("hud.mode = .text") && !met("hud.mode = .determinate"))
        #expect(met("HUD.show(in: view, status: \"…\")"))
        #expect(met("HUD/dismiss(withDelay:completion:)", link: true) && met("HUDMode/text", link: true))
        #expect(!met("HUD/defaultStyle", link: true))
    }
}
