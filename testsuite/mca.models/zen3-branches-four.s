# Zen 3: not-taken conditional branches issue two a cycle (two branch
# units): four compare-and-branch pairs and an addq 2.01 cycles per
# iteration, three 1.51, two (one compare, two branches) 1.01.
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 2.01
	cmpl	%edx, %eax
	je	1f
1:
	cmpl	%esi, %ecx
	jl	2f
2:
	cmpl	%esi, %r9d
	jg	3f
3:
	cmpl	%esi, %r10d
	jg	5f
5:
	addq	$1, %r8
