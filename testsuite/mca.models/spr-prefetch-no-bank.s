# Sapphire Rapids: a prefetch takes a load port but no bank of the data
# cache.  Two 8-byte loads and a prefetcht0, each at offset 0 of its line
# (the registers' values on entry taken as line-aligned), and three nops:
# measured on this project's Intel machine with gcc-mca-measure, 1.00
# cycles per iteration (the rename bound), where three loads at offset 0
# take 1.51 (two loads a cycle a bank).  gcc-mca gave 1.51 before
# prefetches were told apart as hints.
# SOURCE: measured (gcc-mca-measure, minimum of 9 runs)
# CPU: sapphirerapids
# CYCLES: 1.00
	movq	(%rdi), %r8
	movq	64(%rdi), %r9
	prefetcht0	128(%rdi)
	nopl	0(%rax,%rax,1)
	nopl	0(%rax,%rax,1)
	nopl	0(%rax,%rax,1)
