# Zen 4: the store of a read-modify-write commits as a plain store
# does, one a cycle to different lines (LLVM holds the store unit one
# cycle: 2.67).  Measured on a Zen 4 host with gcc-mca-measure: 4.00
# cycles per iteration.
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 4.0
	addl $1, 64(%rdi)
	addl $1, 128(%rdi)
	addl $1, 192(%rdi)
	addl $1, 256(%rdi)
