/// Case changes used to derive Swift names (`FetchItems` → `fetchItems`,
/// `URLLoader` → `urlLoader`, `signIn` → `SignIn`).
public enum Casing {
    public static func upperFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// Lowers the first letter, or a leading acronym (`URLLoader` → `urlLoader`, `ID` → `id`).
    public static func lowerFirst(_ text: String) -> String {
        let characters = Array(text)
        var uppercaseRun = 0
        while uppercaseRun < characters.count, characters[uppercaseRun].isUppercase { uppercaseRun += 1 }
        switch uppercaseRun {
        case 0: return text
        case 1, characters.count: return text.prefix(uppercaseRun).lowercased() + text.dropFirst(uppercaseRun)
        default:
            // Keep the last capital of the run: it starts the next word ("URLLoader" → "url" + "Loader").
            let lowered = uppercaseRun - 1
            return text.prefix(lowered).lowercased() + text.dropFirst(lowered)
        }
    }
}
