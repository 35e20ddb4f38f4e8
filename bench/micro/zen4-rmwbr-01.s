# A read-modify-write, an add of its index and a compare-and-branch on
# that index: 1.25 cycles per iteration, 1.02 when the branch reads the
# add's flags, when the compare reads other registers, with setne in
# place of the jump or with one more independent addq; nops added bring
# it down.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.25
	xorb	%cl, (%rdi,%rax)
	addq	$1, %rax
	cmpq	%rax, %rdx
	jne	.L1
