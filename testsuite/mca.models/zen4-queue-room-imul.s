# Zen 4: three multiplies by constants (ALU1 only), a movb of %ah to an
# indexed store (an ALU cycle) and three ALU operations a loop (the
# gray-scale loop of soa-aos.c:142 at -O2).  Measured on a Zen 4 host
# with gcc-mca-measure: 3.00 cycles per iteration, ALU1's three
# multiplies.  Each ALU operation is given, at dispatch, a queue of
# those with most free entries, the first not given yet in this round
# among them (`bind Zn4ALU0123 room-turn'): the other operations keep
# off ALU1's queue, full of multiplies waiting their turn.  Given the
# queues in turn alone, one of them a round joined the multiplies:
# 4.00.
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 3.0
.L1:
	movzbl	(%rsi,%rdx), %eax
	movzbl	(%r9,%rdx), %ecx
	imull	$77, %eax, %eax
	imull	$150, %ecx, %ecx
	addl	%ecx, %eax
	movzbl	(%r10,%rdx), %ecx
	imull	$29, %ecx, %ecx
	addl	%ecx, %eax
	movb	%ah, (%rdi,%rdx)
	addq	$1, %rdx
	cmpq	%rdx, %r8
	jne	.L1
