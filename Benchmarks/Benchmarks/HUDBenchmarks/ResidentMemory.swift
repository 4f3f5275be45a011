import Foundation

/// The process's resident memory, as the kernel reports it in `/proc/self/statm`.
enum ResidentMemory {
    /// Resident memory in kibibytes; `nil` where `/proc/self/statm` does not exist (macOS).
    static func kibibytes() -> Int? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(getpagesize()) / 1024
    }
}
