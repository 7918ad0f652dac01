"""Report writers: JSON, Markdown, PNG plots, JUnit XML, and the console table."""
