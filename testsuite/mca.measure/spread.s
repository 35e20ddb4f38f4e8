# A table lookup through a hashed counter, a page apiece: the loads go
# to 512 pages of the region, more than a first-level data TLB holds
# (every one of them the same physical page in the harness), and the
# report says so.
.L1:
	imull	$-1640531535, %ecx, %eax
	shrl	$23, %eax
	salq	$12, %rax
	addq	(%rsi,%rax), %rbx
	addl	$1, %ecx
	cmpl	%ecx, %edx
	jne	.L1
