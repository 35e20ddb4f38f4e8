# CPU: znver4
# MEASURED: 1.25
# the loop of primes.c:16 at -O2 with its jne (falling through):
# zen4-int-60 measured 1.00 without it
	cmpb $1, (%rax)
	adcl $0, %edx
	addq $1, %rax
	cmpq %rcx, %rax
	jne 1f
1:
