# Zen 5: three loads of doubles and three stores an iteration, each
# stream on a base register of its own: loads into vector registers and
# stores go three a cycle together (two loads alone, or two stores
# alone, a cycle).  Measured 1.98 (spread 0.5%) and 2.00; two and two
# 1.40, four and four 2.77.  Before the FPMemPipes resource: 1.51.
# SOURCE: gcc-mca-measure -runs=15 on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 2.00
	movsd	0(%rdi,%rax), %xmm0
	movsd	64(%rsi,%rax), %xmm1
	movsd	128(%r8,%rax), %xmm2
	movsd	%xmm11, 224(%r9,%rax)
	movsd	%xmm12, 288(%r10,%rax)
	movsd	%xmm13, 352(%r11,%rax)
	addq	$8, %rax
	cmpq	%rdx, %rax
	jne	.L1
