# CPU: znver4
# MEASURED: 2.11
# search.c:138's shape (2.34 there, the model 1.50): a counter with a fused compare-branch, its sign-extension indexing a load-op sum, and a second fused compare-branch on the sum
	addl $1, %ecx
	cmpl %esi, %ecx
	jge 3f
3:
	movslq %ecx, %r9
	addl (%rdi,%r9,4), %eax
	cmpl %edx, %eax
	jne 4f
4:
