import Foundation
import Testing

/// Every row of the migration tables is in the DemoApp's snippets as the table writes it, in both places an app
/// calls it from, so the iOS build (`../shared/ios/build DemoApp`) type-checks each row as written.
///
/// The tables are those whose first column is `SVProgressHUD…` or `MBProgressHUD…` in
/// `MigratingFromSVProgressHUD.md`, `MigratingFromMBProgressHUD.md` and the README. Each code span of a row's
/// `HUDKit` column must appear in the SVProgressHUD or MBProgressHUD snippets (`MigrationRows+….swift`), which the
/// iOS build type-checks on no actor and `make snippets-main-actor` (part of `make ios`) again with the main actor as
/// the default isolation, so each row is checked in both contexts from one copy. How a span is looked for:
/// - **code** (`hud.mode = .text`, `HUDHandle(view: view).show(status: "…")`): verbatim, where `…` stands for anything;
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
    func everyRowIsInTheSnippetsCheckedInBothContexts(library: String) throws {
        // Given the rows, checked on no actor and on the main actor, and the Objective-C call site
        let helper = try MigrationTable.read("DemoApp/Snippets/MigrationRows+\(library).swift")
        let objectiveC = try MigrationTable.read("DemoApp/Snippets/ObjectiveCFacadeProbe.m")
        let makefile = try MigrationTable.read("Makefile")
        #expect(!helper.contains("@MainActor\nfinal class"), "the helper's rows must be on no actor")
        #expect(
            makefile.contains("-default-isolation MainActor") && makefile.contains("$(MAKE) snippets-main-actor"),
            "make ios must type-check the snippets again on the main actor")

        // When each span of the library's rows is looked for
        let spans = try MigrationTable.tables.flatMap(MigrationTable.spans(in:)).filter { $0.library == library }
        for span in spans {
            let requirement = SnippetRequirement(span)
            // Then it is there, in each context
            if requirement.isObjectiveC {
                #expect(requirement.isMet(in: objectiveC), "\(span) is not in ObjectiveCFacadeProbe.m")
                continue
            }
            #expect(requirement.isMet(in: helper), "\(span) is not in the rows (MigrationRows+\(library))")
        }
    }

    @Test func theCheckerReadsSignaturesLinksAndCodeAsItSays() {
        let snippet = """
            HUD.dismiss(withDelay: 1) { print("gone") }
            HUD.showMessage("Copied", glyph: .success, id: "copy", policy: .replace)
            hud.mode = .text
            HUDHandle(view: view).show(status: "Loading…")
            """
        func met(_ code: String, link: Bool = false) -> Bool {
            SnippetRequirement(Span(library: "", file: "", line: 0, code: code, isLink: link)).isMet(in: snippet)
        }
        #expect(met("HUD.dismiss(withDelay:completion:)"))
        #expect(!met("HUD.dismiss(completion:)"))
        #expect(met("HUD.showMessage(_:glyph:id:…)"))
        #expect(!met("HUD.showMessage(_:glyph:id:)"))
        #expect(met("hud.mode = .text") && !met("hud.mode = .determinate"))
        #expect(met("HUDHandle(view: view).show(status: \"…\")"))
        #expect(met("HUD/dismiss(withDelay:completion:)", link: true) && met("HUDMode/text", link: true))
        #expect(!met("HUD/defaultStyle", link: true))
    }
}
