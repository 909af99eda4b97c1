/// The cache directory tag (bford.info/cachedir): a folder holding a file
/// `CACHEDIR.TAG` that starts with its signature is a cache. archgen tags
/// the folder of its sandboxes, and its search for specs and module files
/// passes over any tagged folder, so a cache inside a project (a CI
/// workspace's) is never read as the project's own files.
package enum CacheTag {
    package static let fileName = "CACHEDIR.TAG"

    package static let contents = """
        Signature: 8a477f597d28d172789f06886806bc55
        # This file is a cache directory tag created by archgen.
        # For information about cache directory tags, see https://bford.info/cachedir/

        """
}
