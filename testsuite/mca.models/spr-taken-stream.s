# Emerald Rapids: the one taken branch a cycle does not end the
# renamer's group.  Two byte loads, a store, three adds and a fused
# compare and jump: seven slots, 1.17 cycles an iteration at six a cycle
# (a group ended at the back edge: 2.00).  Measured on the Emerald
# Rapids host with gcc-mca-measure: 1.16; the loops its harness measured
# at 1.05-1.50 cycles per iteration run within a few percent of that as
# loops, their back edges taken (bench/real-loops.py: 1.17 for 1.16,
# 1.33 for 1.31, 1.18 for 1.19).
# SOURCE: gcc-mca-measure and bench/real-loops.py on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 1.167
.L18:
	movzbl	(%rsi,%rax), %ecx
	movzbl	(%rsi,%rax), %r8d
	movb	%cl, (%rdi,%rax)
	addq	$1, %r9
	addq	$1, %r10
	incq	%rax
	cmpq	%rdx, %rax
	jne	.L18
