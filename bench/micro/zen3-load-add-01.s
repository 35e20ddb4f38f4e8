# CPU: znver3
# MEASURED: 1.03
# a load, an add of it into a chain and two pointer increments (three one-cycle chains): 1.03; the ALU queues given by room then in turn put a chain behind the load's reader (1.34); in turn alone 1.00, but text-parse.c:72 (a load-op compare beside the counter) then 1.33 where it measures 1.02
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-11-28
	movl	(%rdi), %eax
	addl	%eax, %ecx
	addq	$4, %rdi
	addq	$4, %rsi
