"""gcc-mca-profile: each innermost loop's measured time and cycles per
iteration in a real run of a program, beside gcc-mca's prediction."""
