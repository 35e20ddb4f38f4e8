# Zen 5: bzip2's binary search (bzlib.c:696 at -O2): the chain through
# %ecx, leal (1), sarl (1), movslq (1), cmpl's load through a scaled
# index (5) and compare (1), cmovl from the flags (2): 11 cycles per
# iteration (before: 9, the load 4 and the cmov 1).  Measured: 10.96,
# 11.00 and 11.02 for three copies of the loop in the accuracy corpus,
# 11.00-11.03 over three invocations of this body.  The model gives
# 11.01 with the ALU queues given in turn; by room first it gave 11.25,
# its two-flag cmovs (two micro-ops held on one ALU for two cycles,
# zen5-cmov-two-flags-throughput.s) now and then delaying the chain's
# next operation in their queue.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 11.00
# BINDS: loop-carried
.L320:
	leal	(%rcx,%r13), %eax
	sarl	%eax
	movslq	%eax, %r14
	cmpl	(%rsi,%r14,4), %edx
	cmovl	%eax, %ecx
	cmovge	%eax, %r13d
	movl	%ecx, %eax
	subl	%r13d, %eax
	cmpl	$1, %eax
	jne	.L320
