// TEMPORARY STUB (replaced by the embed-templates branch).
import ArchGenTemplates

public enum BuiltinTemplates {
    public static func loader(overridingWith directory: String?) -> any TemplateLoader {
        var url = #filePath.split(separator: "/").dropLast(4).joined(separator: "/")
        url = "/" + url + "/Templates"
        return DirectoryTemplateLoader(directory: directory ?? url)
    }
}
